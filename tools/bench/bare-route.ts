import Fastify from 'fastify';

/** A bare Fastify route in the same process: the ceiling an API read is compared with. */
export async function startBareRoute() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ success: true, value: { status: 0 }, message: null, errorCode: null }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return { bare, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/bare` };
}

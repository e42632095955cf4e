// The run's key must be set before the template module reads it (workers inherit this environment).
process.env.TESSERA_TEST_RUN ??= String(process.pid);
const { buildTemplate, dropTemplate } = await import('./template-db.js');

export default async function setup(): Promise<() => Promise<void>> {
  await buildTemplate();
  return dropTemplate;
}

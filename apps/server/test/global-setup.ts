import { buildTemplate } from './template-db.js';

export default async function setup(): Promise<void> {
  await buildTemplate();
}

import type { TestProject } from 'vitest/node';
import { buildAndServe } from './serveBuild';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Builds the demo build once and serves it on 127.0.0.1 for every e2e file. */
export default async function setup(project: TestProject) {
  const { server, baseURL } = await buildAndServe('demo', 'dist-demo');
  project.provide('baseURL', baseURL);
  return async () => {
    await server.close();
  };
}

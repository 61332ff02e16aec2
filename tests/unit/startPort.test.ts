import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

test('npm start serves the dev server on PORT', async () => {
  const port = await freePort();
  const child = spawn('npm', ['start'], { env: { ...process.env, PORT: String(port) }, detached: true });
  try {
    const served = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no dev server within 45 s:\n${output}`)), 45_000);
      child.stdout.on('data', (chunk: Buffer) => {
        // CI forces colour, which puts escape codes inside "Local:".
        output += stripVTControlCharacters(chunk.toString());
        if (/Local:/.test(output)) {
          clearTimeout(timer);
          resolve(output);
        }
      });
    });
    expect(served).toContain(`http://127.0.0.1:${port}/`);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}, 60_000);

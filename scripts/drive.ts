/** `npm run drive -- <machine> [script]`: drive a machine headlessly against the demo backend (DESIGN §1: testers drive the flows headlessly). */
import { cli } from './drive/cli';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY)
    process.stderr.write('Reading events from stdin, one JSON object per line; end with Ctrl-D.\n');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await cli(process.argv.slice(2), { output: (text) => console.log(text), readStdin });

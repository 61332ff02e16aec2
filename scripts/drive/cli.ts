import { readFile } from 'node:fs/promises';
import { readNumberedLog, SessionLogError } from '../../src/routes/flows/sessionLog';
import { replaySession } from './replay';
import { EXIT, listMachines, runDrive, USAGE } from './run';
import type { DriveOptions } from './services';
import { startWatchRelay } from './watch';

export interface CliIo {
  output: (text: string) => void;
  /** All of stdin, read only when no script file is given. */
  readStdin: () => Promise<string>;
}

const CHANNELS = ['ALIPAY', 'WXPAY', 'PC'];
/** The pause that lets a viewer follow a `--watch` run. */
const WATCH_PACE_MS = 500;

/** `500ms`, `1s` or `500` (milliseconds). */
function parsePace(text: string | undefined): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(ms|s)?$/.exec(text ?? '');
  if (!match) return undefined;
  return Math.round(Number(match[1]) * (match[2] === 's' ? 1000 : 1));
}
const BROWSERS = ['wx', 'qq', 'other'];

/** `npm run drive -- <machine> [script] [options]`; resolves with the exit code. */
export async function cli(argv: readonly string[], io: CliIo): Promise<number> {
  const positional: string[] = [];
  const options: DriveOptions = {};
  const fail = (message: string) => {
    io.output(message);
    io.output(USAGE);
    return EXIT.usage;
  };
  let replay: string | undefined;
  let watch = false;
  let paceMs: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => argv[++i];
    if (arg === '--replay') {
      replay = value();
      if (!replay) return fail('--replay needs a session file (导出会话 in the debug panel)');
      continue;
    }
    if (arg === '--help' || arg === '-h') return listMachines(io.output);
    else if (arg === '--cancel') options.cancel = true;
    else if (arg === '--watch') watch = true;
    else if (arg === '--pace') {
      paceMs = parsePace(value());
      if (paceMs === undefined) return fail('--pace needs a duration such as 500ms or 1s');
    } else if (arg === '--phone') {
      const phone = value();
      if (!phone || !/^1\d{10}$/.test(phone)) return fail('--phone needs an 11-digit mobile number');
      options.phone = phone;
    } else if (arg === '--channel') {
      const channel = value();
      if (!channel || !CHANNELS.includes(channel)) return fail(`--channel is one of ${CHANNELS.join(', ')}`);
      options.channel = channel as DriveOptions['channel'];
    } else if (arg === '--browser') {
      const browser = value();
      if (!browser || !BROWSERS.includes(browser)) return fail(`--browser is one of ${BROWSERS.join(', ')}`);
      options.browser = browser as DriveOptions['browser'];
    } else if (arg === '--input') {
      try {
        const input: unknown = JSON.parse(value() ?? '');
        if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error();
        options.input = input as Record<string, unknown>;
      } catch {
        return fail('--input needs a JSON object');
      }
    } else if (arg.startsWith('--')) return fail(`Unknown option ${arg}`);
    else positional.push(arg);
  }
  if (replay !== undefined) return replayFile(replay, io.output);
  const [machine, file, extra] = positional;
  if (machine === undefined) return listMachines(io.output);
  if (extra !== undefined) return fail(`Unexpected argument ${extra}`);
  let text: string;
  try {
    text = file === undefined ? await io.readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    io.output(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.usage;
  }
  const run = { ...options, machine, lines: text.split(/\r?\n/), output: io.output, paceMs };
  return watch ? watchDrive(run) : runDrive(run);
}

/** `--watch`: the run streamed to a relay on 127.0.0.1, once a /__flows?ws=… page is there to follow it. */
async function watchDrive(run: Parameters<typeof runDrive>[0]): Promise<number> {
  const relay = await startWatchRelay();
  try {
    run.output(`watch: open /__flows?ws=${relay.url} on the dev server (npm start) or the demo build (npm run demo)`);
    run.output(`       e.g. http://127.0.0.1:5173/__flows?ws=${encodeURIComponent(relay.url)}`);
    run.output('waiting for a viewer… (Ctrl-C to stop)');
    await relay.viewer;
    run.output('viewer connected');
    return await runDrive({ ...run, inspect: relay.inspect, paceMs: run.paceMs ?? WATCH_PACE_MS });
  } finally {
    await relay.close();
  }
}

/** `--replay <file>`: the recorded session, replayed headlessly; 1 where it leaves the recorded states. */
async function replayFile(file: string, output: (text: string) => void): Promise<number> {
  try {
    return replaySession(readNumberedLog(await readFile(file, 'utf8')), output);
  } catch (error) {
    output(error instanceof SessionLogError ? `${file}: ${error.message}` : `Cannot read ${file}: ${String(error)}`);
    return EXIT.usage;
  }
}

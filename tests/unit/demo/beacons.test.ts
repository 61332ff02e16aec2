// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { holdApiBeacons, type DemoAnswer } from '../../../src/demo/beacons';

const API = 'https://api.example.test';
const sentByBrowser: string[] = [];
const browserSend = (url: string | URL) => sentByBrowser.push(String(url)) > 0;

afterEach(() => {
  sentByBrowser.length = 0;
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

/** The beacons answered in the page, and a way to let the demo backend start with an answer (or none: switched off). */
function holdWithBackend() {
  Object.defineProperty(navigator, 'sendBeacon', { value: browserSend, writable: true, configurable: true });
  const answered: string[] = [];
  let started: (answer: DemoAnswer) => void = () => {};
  const backend = new Promise<DemoAnswer>((resolve) => (started = resolve));
  holdApiBeacons(API, () => backend);
  const answer: DemoAnswer = async (request) =>
    answered.push(`${request.method} ${request.url} ${await request.text()}`);
  return { answered, start: () => started(answer), switchedOff: () => started(undefined) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('DESIGN §6: a beacon to the API base sent before the demo backend has started waits for it and is answered in the page', async () => {
  const { answered, start } = holdWithBackend();
  expect(navigator.sendBeacon(`${API}/event/v1/bulk_upload`, '{"events_data":[]}')).toBe(true);
  await settle();
  expect(answered).toEqual([]);
  start();
  await settle();
  await settle();
  expect(answered).toEqual([`POST ${API}/event/v1/bulk_upload {"events_data":[]}`]);
  expect(sentByBrowser).toEqual([]);
});

test('DESIGN §6: a beacon elsewhere goes to the browser at once; with the demo switched off, so does one to the API base', async () => {
  const { answered, switchedOff } = holdWithBackend();
  navigator.sendBeacon('https://elsewhere.example.test/collect', 'x');
  expect(sentByBrowser).toEqual(['https://elsewhere.example.test/collect']);
  navigator.sendBeacon(`${API}/event/v1/bulk_upload`, '{}');
  switchedOff();
  await settle();
  expect(sentByBrowser).toEqual(['https://elsewhere.example.test/collect', `${API}/event/v1/bulk_upload`]);
  expect(answered).toEqual([]);
});

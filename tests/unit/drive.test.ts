import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { requiredActions } from '../../src/machines/model';
import { machineRegistry } from '../../src/machines/registry';
import { cli } from '../../scripts/drive/cli';
import { EXIT, runDrive } from '../../scripts/drive/run';
import { eventTypesOf, summarizeContext } from '../../scripts/drive/report';
import { parseScript, ScriptError } from '../../scripts/drive/script';
import { createDevice } from '../../scripts/drive/backend';
import { driveTargets, type DriveWorld } from '../../scripts/drive/services';

const example = (machine: string) => readFileSync(`scripts/drive/examples/${machine}.jsonl`, 'utf8').split('\n');

async function drive(machine: string, lines: readonly string[], options: Partial<Parameters<typeof runDrive>[0]> = {}) {
  const out: string[] = [];
  const code = await runDrive({ machine, lines, output: (text) => out.push(text), ...options });
  return { code, text: out.join('\n') };
}

async function runCli(argv: string[], stdin = '') {
  const out: string[] = [];
  const code = await cli(argv, { output: (text) => out.push(text), readStdin: async () => stdin });
  return { code, text: out.join('\n') };
}

describe('DESIGN §1 testers: npm run drive', () => {
  test('a tester replays a purchase and sees it end in paid', async () => {
    const { code, text } = await drive('vipPurchase', example('vipPurchase'));
    expect(code).toBe(EXIT.ok);
    expect(text).toContain('signIn 13900000001 signed in');
    expect(text).toContain('cashier ALIPAY: 确认支付');
    expect(text).toMatch(/wait 3000 ms\n {2}state: {4}"paid"/);
    expect(text).toContain('✓ expect "paid"');
    expect(text).toContain('"is_vip":true');
  });

  test('WXPAY pays through the JS bridge and the server confirms it after the backoff', async () => {
    const lines = [
      '{"type":"sku.select","skuId":"vip_year"}',
      '{"type":"purchase","expect":{"confirming":"waiting"}}',
      '{"wait":3000,"expect":"paid"}',
    ];
    const { code, text } = await drive('vipPurchase', lines, { channel: 'WXPAY' });
    expect(code).toBe(EXIT.ok);
    expect(text).toContain('"is_vip":true');
  });

  test('--cancel answers cancel at the cashier: the order stays payable, and paying again makes no second order', async () => {
    const lines = [
      '{"type":"sku.select","skuId":"vip_month"}',
      '{"type":"purchase","expect":"cancelled"}',
      '{"type":"order.pay","expect":"cancelled"}',
    ];
    const { code, text } = await drive('vipPurchase', lines, { cancel: true });
    expect(code).toBe(EXIT.ok);
    expect(text).toMatch(/accepts: {2}.*order\.pay, order\.check/);
    expect(text.match(/cashier ALIPAY: 取消支付/g)).toHaveLength(2);
    expect(text.match(/persistPendingOrder/g)).toHaveLength(1);
  });

  test('an expectation that is not reached exits 1, saying what was expected and what is', async () => {
    const { code, text } = await drive('vipPurchase', [
      '{"type":"sku.select","skuId":"vip_month"}',
      '{"type":"purchase","expect":"paid"}',
      '{"expect":"ready"}',
    ]);
    expect(code).toBe(EXIT.expectationFailed);
    expect(text).toContain('✗ expected "paid", but the state is "purchasing" · payment "redirecting"');
    // It stops at the failure: the later line never runs.
    expect(text).not.toContain('expect "ready"');
  });

  test('an expectation on a nested state is checked with matches', async () => {
    const ok = await drive('phoneLogin', ['{"expect":{"sms":"ready"}}']);
    expect(ok.code).toBe(EXIT.ok);
    const bad = await drive('phoneLogin', ['{"expect":{"sms":"coolingDown"}}']);
    expect(bad.code).toBe(EXIT.expectationFailed);
    expect(bad.text).toContain('✗ expected {"sms":"coolingDown"}, but the state is {"sms":"ready","login":"editing"}');
  });

  test('an event the state does not take is reported as ignored', async () => {
    const { code, text } = await drive('smsCountdown', [
      '{"type":"countdown.start"}',
      '{"type":"countdown.start"}',
      '{"type":"sku.select"}',
    ]);
    expect(code).toBe(EXIT.ok);
    expect(text).toContain('ignored: "countdown.start" is not accepted in "counting"');
    expect(text).toContain('ignored: smsCountdown has no event "sku.select"');
  });

  test('no arguments lists the machines', async () => {
    const { code, text } = await runCli([]);
    expect(code).toBe(EXIT.ok);
    for (const { name, description } of machineRegistry)
      expect(text).toMatch(new RegExp(`^  ${name} +${description.replace(/[()]/g, '\\$&')}$`, 'm'));
    expect(text).toContain('Usage: npm run drive -- <machine> [script.jsonl]');
  });

  test('issue: headless runs watched live — --pace takes 500ms, 1s or 0; anything else is a usage error', async () => {
    for (const bad of ['fast', '-1', '']) {
      const { code, text } = await runCli(['smsCountdown', '--pace', bad]);
      expect(code, bad).toBe(EXIT.usage);
      expect(text).toContain('--pace needs a duration such as 500ms or 1s');
    }
    const started = Date.now();
    const { code } = await runCli(['smsCountdown', '--pace', '150ms'], '{"type":"countdown.start"}\n');
    expect(code).toBe(EXIT.ok);
    // A pause after the start and after the one step.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  test('an unknown machine is a usage error (exit 2) naming the known ones', async () => {
    const { code, text } = await runCli(['vipPurchas']);
    expect(code).toBe(EXIT.usage);
    expect(text).toContain('Unknown machine "vipPurchas". Known: auth, phoneLogin');
  });

  test('events from stdin-like lines, with blank lines and # comments skipped', async () => {
    const stdin = '# a comment\n\n{"type":"countdown.start"}\n{"wait":1000}\n{"expect":"counting"}\n';
    const { code, text } = await runCli(['smsCountdown'], stdin);
    expect(code).toBe(EXIT.ok);
    expect(text).toContain('context:  seconds=60 remaining=59');
    expect(text).toContain('✓ expect "counting"');
  });

  test('a line that is not JSON is a script error naming the line (exit 2)', async () => {
    const { code, text } = await runCli(['smsCountdown'], '{"type":"countdown.start"}\n{oops}\n');
    expect(code).toBe(EXIT.usage);
    expect(text).toContain('line 2: not JSON');
    expect(() => parseScript(['{"wait":-1}'])).toThrow(ScriptError);
    expect(() => parseScript(['{"skuId":"x"}'])).toThrow('line 1: an event needs a "type"');
  });

  test('"$sms" placeholder logs in through phoneLogin', async () => {
    const { code, text } = await drive('phoneLogin', example('phoneLogin'));
    expect(code).toBe(EXIT.ok);
    expect(text).toMatch(/code="\d{4}"/);
    expect(text).toContain('emitted {"type":"login.success"');
    expect(text).toContain('notify 登录成功');
  });

  test('without "$sms" the wrong code is refused by the demo backend', async () => {
    const lines = [
      '{"type":"phone.change","value":"13900000001"}',
      '{"type":"code.send"}',
      '{"type":"code.change","value":"0000"}',
      '{"type":"submit","expect":{"login":"signedIn"}}',
    ];
    const { code, text } = await drive('phoneLogin', lines);
    expect(code).toBe(EXIT.expectationFailed);
    expect(text).toMatch(/formError="[^"]+"/);
  });

  test('every machine of the registry has drive services and an example that ends in a held expectation', async () => {
    expect(Object.keys(driveTargets).sort()).toEqual(machineRegistry.map((m) => m.name).sort());
    for (const { name } of machineRegistry) {
      const lines = example(name);
      expect(lines.filter((l) => l.includes('"expect"')).length, name).toBeGreaterThan(0);
      const { code, text } = await drive(name, lines);
      expect(code, `${name}\n${text}`).toBe(EXIT.ok);
    }
  });

  test('issue 42: each machine runs on its route’s services factory, which provides every action the route performs', () => {
    const world: DriveWorld = {
      backend: undefined as never,
      device: createDevice(),
      options: {},
      page: { token: '', openID: '', oauthState: '', pendingOrderId: '', paidOrderId: '' },
      oauthCode: '',
      effect: () => {},
      track: (work) => work(),
      signIn: async () => '',
      forward: () => {},
    };
    /** `machine.action` for each action still at its loud default, in the machine and the child machines it invokes. */
    const missing = (name: string, machine: AnyStateMachine): string[] => [
      ...requiredActions(machine).map((action) => `${name}.${action}`),
      ...Object.entries(machine.implementations.actors).flatMap(([child, logic]) =>
        'implementations' in logic ? missing(`${name}.${child}`, logic as AnyStateMachine) : [],
      ),
    ];
    const targets = Object.entries(driveTargets).map(([name, target]) => ({ name, machine: target(world).machine }));
    expect(targets.flatMap(({ name, machine }) => missing(name, machine))).toEqual([]);
    // The check can fail: the bare machines have such actions, the payment child's among them.
    expect(missing('vipPurchase', machineRegistry.find((m) => m.name === 'vipPurchase')!.machine)).toEqual(
      expect.arrayContaining(['vipPurchase.openOrderPage']),
    );
  });

  test('the printed context never shows a token (DESIGN §10), and events come from the definition', async () => {
    const { text } = await drive('auth', example('auth'));
    expect(text).toMatch(/token=«\d+ chars, hidden»/);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9]/);
    expect(summarizeContext({ token: 'Bearer secret', list: [1, 2], long: 'x'.repeat(60) })).toBe(
      `token=«13 chars, hidden» list=[2] long="${'x'.repeat(40)}…"`,
    );
    const types = eventTypesOf(machineRegistry.find((m) => m.name === 'vipPurchase')!.machine);
    expect(types).toEqual(expect.arrayContaining(['sku.select', 'purchase', 'order.pay', 'page.shown', 'retry']));
    expect(types.some((t) => t.startsWith('xstate.'))).toBe(false);
  });
});

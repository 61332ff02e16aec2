/**
 * The key flows (DESIGN §8) written once for every engine: each engine test adapts its WebDriver client to this.
 */
export interface EngineDriver {
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Waits for an element whose own text contains `words`, and returns its text. */
  text(words: string): Promise<string>;
  tap(words: string): Promise<void>;
  /** Types `value` into the input `selector` names, then presses Enter if asked. */
  fill(selector: string, value: string, enter?: boolean): Promise<void>;
  /** Waits until the JavaScript `expression` is true in the page. */
  until(expression: string): Promise<void>;
  /** Runs the JavaScript `script` in the page. */
  run(script: string): Promise<void>;
}

/** Signs in from the open sheet with the code of the simulated SMS. */
async function signIn(driver: EngineDriver, phone: string) {
  await driver.text('登录/注册后才能继续操作');
  await driver.fill('input[aria-label="手机号码"]', phone);
  await driver.tap('获取验证码');
  const code = /验证码 (\d{4})/.exec(await driver.text('【演示】验证码'))![1]!;
  await driver.fill('input[aria-label="验证码"]', code);
  await driver.tap('立即登录');
  await driver.text('登录成功');
}

export const keyFlows: Record<string, (driver: EngineDriver) => Promise<void>> = {
  'home, SMS sign-in, and a reload keeps the session': async (driver) => {
    await driver.goto('/');
    await driver.tap('登录/注册');
    await signIn(driver, '13912348001');
    await driver.text('花友8001');
    await driver.reload();
    await driver.text('花友8001');
  },

  'a VIP bought at the demo cashier reads 支付成功, and 我的订单 lists it': async (driver) => {
    await driver.goto('/vip-subscribe');
    await driver.tap('月度会员');
    await driver.tap('立即开通');
    await signIn(driver, '13912348002');
    await driver.tap('确认支付');
    await driver.text('支付成功');
    await driver.goto('/me/orders');
    await driver.text('月度会员');
  },

  '/book/1 with its 拼团 countdown, and the library search': async (driver) => {
    await driver.goto('/book/1');
    await driver.text('四级核心词汇');
    await driver.until('document.querySelector(\'[role="timer"]\') !== null');
    await driver.goto('/sale/cm');
    await driver.fill('input[placeholder="搜索书名、作者或分类"]', '古诗', true);
    await driver.text('古诗词必背 120 首');
  },

  'the VIP persona’s statistics charts are drawn': async (driver) => {
    await driver.goto('/me/stats');
    await signIn(driver, '13800000888');
    await driver.text('遗忘曲线');
    await driver.until("document.querySelectorAll('canvas').length >= 3");
  },
};

/** Makes a console.error, an uncaught error and a request to another host: what each engine's watch must catch. */
export const THREE_PROBLEMS = `
  console.error('seen');
  setTimeout(() => { throw new Error('uncaught'); });
  fetch('http://example.invalid/elsewhere', { mode: 'no-cors' }).catch(() => {});
`;

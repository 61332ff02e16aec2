import { appLandingMachine } from './appLanding.machine';
import { machineModel } from './model';

export const appLandingModel = machineModel({
  name: 'appLanding',
  machine: appLandingMachine,
  description: 'App 下载落地页：宽屏扫码；手机先试打开App，2 秒后仍在本页则去应用商店；微信/QQ内提示在浏览器中打开',
  model: {
    inputs: [
      { device: 'android', inMessagingApp: false },
      { device: 'android', inMessagingApp: false, returned: true },
      { device: 'ios', inMessagingApp: true },
      { device: 'desktop', inMessagingApp: false },
    ],
    events: [
      { type: 'page.hidden' },
      { type: 'page.shown' },
      { type: 'app.open' },
      { type: 'store.open' },
      { type: 'guide.open' },
      { type: 'guide.close' },
    ],
  },
});

/** The slider captcha: what its placeholder is called while it loads, and what a puzzle the backend refused says. */
export const CAPTCHA_COPY = { loading: '正在加载安全验证', puzzleFailed: '验证图片加载失败' };

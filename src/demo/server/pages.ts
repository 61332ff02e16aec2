import type { DemoSms } from '../state';

/** The demo API server's own pages (cashier, authorize, store, SMS inbox): plain HTML, no app code. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Interpolated values are escaped; `raw` marks markup made by these functions. */
export const html = (strings: TemplateStringsArray, ...values: (string | number | Raw)[]): Raw => ({
  raw: strings.reduce(
    (out, s, i) =>
      out +
      s +
      (i < values.length
        ? typeof values[i] === 'object'
          ? (values[i] as Raw).raw
          : escapeHtml(String(values[i]))
        : ''),
    '',
  ),
});
interface Raw {
  raw: string;
}
const join = (parts: Raw[]): Raw => ({ raw: parts.map((p) => p.raw).join('') });

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f1f3f5;color:#212529}
main{max-width:420px;margin:0 auto;padding:48px 16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:36px;font-weight:700;margin:8px 0;text-align:center}
.muted{color:#5c636a;font-size:14px}.badge{display:inline-block;background:#fff4e6;color:#a34e00;border-radius:8px;padding:2px 8px;font-size:12px}
form{margin:0}button,.button{display:block;box-sizing:border-box;width:100%;margin-top:12px;padding:12px;border-radius:10px;border:0;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.primary{background:#0b7285;color:#fff}.wechat{background:#07c160;color:#fff}.qq{background:#12b7f5;color:#0b2533}.subtle{background:transparent;color:#495057}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{padding:8px 4px;border-bottom:1px solid #e9ecef;text-align:left}
`;

export function page(title: string, body: Raw): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · 花卡记忆演示</title><style>${STYLE}</style></head><body><main>${body.raw}</main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  join(Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`));

export const problemPage = (title: string, description: string, home: string) =>
  page(
    title,
    html`<div class="card">
      <h1>${title}</h1>
      <p class="muted">${description}</p>
      <a class="button primary" href="${home}">返回首页</a>
    </div>`,
  );

export const cashierPage = (fields: Record<string, string>, subject: string, amount: string) =>
  page(
    '收银台',
    html`<div class="card">
      <h1>支付宝收银台 <span class="badge">演示 · 不会真实扣款</span></h1>
      <p class="muted" style="text-align:center">花卡记忆</p>
      <div class="amount">¥${amount}</div>
      <p style="text-align:center">${subject}</p>
      <form method="post">
        ${hidden(fields)}<button class="primary" name="action" value="confirm">确认支付</button>
        <button class="subtle" name="action" value="cancel">取消支付</button>
      </form>
    </div>`,
  );

export const authorizePage = (fields: Record<string, string>, name: string, colour: string) =>
  page(
    '授权',
    html`<div class="card" style="text-align:center">
      <h1>花卡记忆 申请使用</h1>
      <p class="muted">你的${name}昵称、头像（演示授权页，不会连接${name}）</p>
      <form method="post">
        ${hidden(fields)}<button class="${colour}" name="action" value="allow">允许</button>
        <button class="subtle" name="action" value="deny">拒绝</button>
      </form>
    </div>`,
  );

export const storePage = (store: string, app: string) =>
  page(
    store,
    html`<h1 style="text-align:center">${store}（演示）</h1>
      <div class="card">
        <strong>花卡记忆</strong>
        <p class="muted">间隔重复记忆卡片</p>
        <p class="muted">演示版的商店页：真实环境会在这里下载安装App。</p>
      </div>
      <a class="button subtle" href="${app}">返回花卡记忆</a>`,
  );

export const maskPhone = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

export const smsInboxPage = (inbox: DemoSms[]) =>
  page(
    '短信收件箱',
    html`<h1>演示短信收件箱</h1>
      <p class="muted">最近 ${inbox.length} 条验证码，最新的在前。</p>
      <div class="card">
        <table>
          <thead>
            <tr>
              <th>手机号</th>
              <th>验证码</th>
              <th>发送时间</th>
            </tr>
          </thead>
          <tbody>
            ${join(
              inbox.map(
                (sms) =>
                  html`<tr>
                    <td>${maskPhone(sms.phone)}</td>
                    <td><strong>${sms.code}</strong></td>
                    <td>${new Date(sms.sent_at).toLocaleString('zh-CN', { hour12: false })}</td>
                  </tr>`,
              ),
            )}
          </tbody>
        </table>
      </div>`,
  );

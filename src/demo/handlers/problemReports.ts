import { MAX_CONTACT, MAX_SCREENSHOTS, reportTextError } from '../../domain/problemReport';
import { badRequest, nextId, type RouteFn } from './kit';

/** A screenshot as the app sends it: an image data URL of at most 400 KB. */
const SCREENSHOT = /^data:image\/(jpeg|png|webp);base64,[\w+/=]+$/;
const MAX_SCREENSHOT_CHARS = 400 * 1024;
const KEPT = 20;

/** app/v1/problem/feedback: the words (10–500), up to 3 screenshots, the page, build and browser; the newest 20 kept. */
export const reportProblem: RouteFn = ({ state, now, body, maybeUser }) => {
  const content = typeof body.content === 'string' ? body.content.trim() : '';
  const textError = reportTextError(content);
  if (textError) throw badRequest(textError);
  const contact = typeof body.contact === 'string' ? body.contact.trim() : '';
  if (contact.length > MAX_CONTACT) throw badRequest(`联系方式最多 ${MAX_CONTACT} 个字`);
  const images = Array.isArray(body.images) ? body.images : [];
  if (images.length > MAX_SCREENSHOTS) throw badRequest(`最多上传 ${MAX_SCREENSHOTS} 张截图`);
  if (images.some((i) => typeof i !== 'string' || i.length > MAX_SCREENSHOT_CHARS || !SCREENSHOT.test(i)))
    throw badRequest('截图格式不正确或过大');
  const report = {
    report_id: nextId(state, 7_100_000n),
    user_id: maybeUser()?.user_id ?? null,
    content,
    contact,
    // The device's storage holds the demo: the screenshots are counted, not kept.
    image_count: images.length,
    page: String(body.page ?? ''),
    app_version: String(body.app_version ?? ''),
    user_agent: String(body.user_agent ?? '').slice(0, 300),
    at: now,
  };
  state.problem_reports = [report, ...state.problem_reports].slice(0, KEPT);
  return { report_id: report.report_id };
};

/** The pairs tests/unit/contrast.test.ts checks; kept apart from the theme so the first page does not load them. */
import { PALETTE } from './theme';

export interface ContrastPair {
  text: string;
  background: string;
  /** Large text (18.66 px bold, 24 px) needs 3:1. */
  large?: boolean;
  where: string;
}

const { jade, gold, night, wechat, qq, alipay, jadeText, orangeText, dimmed, white, ink } = PALETTE;

export const TEXT_ON_BACKGROUNDS: ContrastPair[] = [
  { text: white, background: jade[9], where: 'primary buttons' },
  { text: dimmed, background: white, where: 'secondary text' },
  { text: dimmed, background: '#f8f9fa', where: 'secondary text on the page background (gray.0)' },
  { text: ink, background: white, where: 'body text' },
  { text: gold[8], background: gold[0], where: 'VIP card text' },
  { text: gold[8], background: gold[2], where: 'VIP badges and the purchase button' },
  { text: gold[8], background: gold[4], where: 'VIP badge gradient end' },
  { text: gold[9], background: gold[3], where: 'the gold action button (gradient start)' },
  { text: gold[9], background: gold[4], where: 'the gold action button (gradient end)' },
  { text: gold[9], background: gold[5], where: 'the gold action button, hovered' },
  { text: jadeText, background: jade[0], where: 'light jade badges and buttons' },
  { text: jadeText, background: '#f1f3f5', where: 'subtle jade buttons inside filled inputs (gray.1)' },
  { text: orangeText, background: '#fff4e6', where: 'light orange badges (待支付)' },
  { text: jade[9], background: white, where: 'links (agreement, privacy)' },
  { text: jade[8], background: white, large: true, where: 'the large status mark' },
  { text: gold[7], background: gold[0], where: 'VIP notes on light gold' },
  { text: gold[7], background: gold[1], where: 'VIP notes on the selected plan' },
  { text: gold[6], background: white, where: 'VIP links' },
  { text: gold[2], background: night[1], where: 'the dark VIP card title' },
  { text: gold[3], background: night[0], where: 'the dark VIP card subtitle' },
  { text: white, background: wechat, where: 'WeChat one-tap login' },
  { text: white, background: qq, where: 'QQ one-tap login' },
  { text: white, background: alipay, where: 'Alipay on the desktop pay page' },
];

import { Button, Portal, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import classes from './MenuGuide.module.css';

/** What the guide asks: the title, why, the item to pick in the menu, and what follows. */
export interface MenuGuideCopy {
  title: string;
  hint: string;
  menuItem: string;
  then: string;
}

/** The messaging app's browser keeps these behind its top-right menu (h5-flows). */
export const MENU_GUIDES = {
  /** WeChat blocks Alipay. */
  payInBrowser: {
    title: '点击右上角，在浏览器中打开',
    hint: '微信内无法使用支付宝付款',
    menuItem: '在浏览器中打开',
    then: '在浏览器中继续支付',
  },
  /** Scheme links are blocked inside the messaging apps (notes "Deep links"). */
  openInBrowser: {
    title: '点击右上角，在浏览器中打开',
    hint: '微信内无法直接打开App',
    menuItem: '在浏览器中打开',
    then: '在浏览器中打开或下载App',
  },
  /** Files do not download inside the messaging app's browser. */
  download: {
    title: '点击右上角，在浏览器中打开',
    hint: '微信内无法下载文件',
    menuItem: '在浏览器中打开',
    then: '在浏览器中再点一次下载',
  },
  /** The share card is set on the bridge; only the menu sends it. */
  share: {
    title: '点击右上角，发送给朋友',
    hint: '分享卡片已准备好',
    menuItem: '发送给朋友',
    then: '选择好友，发送给 TA',
  },
} satisfies Record<string, MenuGuideCopy>;

interface MenuGuideProps {
  opened: boolean;
  copy: MenuGuideCopy;
  onClose: () => void;
}

/** A curved arrow from the middle of the screen up to the top-right menu button. */
function PointerArrow() {
  return (
    <svg
      className={classes.arrow}
      width="96"
      height="112"
      viewBox="0 0 96 112"
      fill="none"
      aria-hidden
      focusable="false"
    >
      <path
        d="M10 106C18 62 44 32 84 12"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="1 9"
      />
      <path d="M64 8l22 3-9 20" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Covers the page and points to the messaging app's top-right menu, with the steps to take there. */
export function MenuGuide({ opened, copy, onClose }: MenuGuideProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!opened) return;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, onClose]);

  if (!opened) return null;
  return (
    <Portal>
      <div
        ref={dialog}
        className={classes.overlay}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={onClose}
      >
        <PointerArrow />
        <div className={classes.copy}>
          <Text id={titleId} fz={20} fw={600} c="white" lh={1.4}>
            {copy.title}
          </Text>
          <Text fz="sm" c="rgba(255,255,255,0.72)" mt={8} lh={1.6}>
            {copy.hint}
          </Text>
          <ol className={classes.steps}>
            <li>
              <span className={classes.step}>1</span>点击右上角 <b aria-label="更多">···</b>
            </li>
            <li>
              <span className={classes.step}>2</span>选择「{copy.menuItem}」
            </li>
            <li>
              <span className={classes.step}>3</span>
              {copy.then}
            </li>
          </ol>
          <Button
            variant="outline"
            color="white"
            radius="xl"
            mt={32}
            px={28}
            onClick={(event) => {
              event.stopPropagation();
              onClose();
            }}
          >
            我知道了
          </Button>
        </div>
      </div>
    </Portal>
  );
}

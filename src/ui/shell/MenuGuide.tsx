import { Button, Portal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './OpenInBrowserOverlay.module.css';

interface OpenInBrowserOverlayProps {
  opened: boolean;
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

/** WeChat blocks Alipay (h5-flows): cover the page and point to the top-right menu, where 在浏览器中打开 lives. */
export function OpenInBrowserOverlay({ opened, onClose }: OpenInBrowserOverlayProps) {
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
        aria-labelledby="pay-browser-title"
        tabIndex={-1}
        onClick={onClose}
      >
        <PointerArrow />
        <div className={classes.copy}>
          <Text id="pay-browser-title" fz={20} fw={600} c="white" lh={1.4}>
            点击右上角，在浏览器中打开
          </Text>
          <Text fz="sm" c="rgba(255,255,255,0.72)" mt={8} lh={1.6}>
            微信内无法使用支付宝付款
          </Text>
          <ol className={classes.steps}>
            <li>
              <span className={classes.step}>1</span>点击右上角 <b aria-label="更多">···</b>
            </li>
            <li>
              <span className={classes.step}>2</span>选择「在浏览器中打开」
            </li>
            <li>
              <span className={classes.step}>3</span>在浏览器中继续支付
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

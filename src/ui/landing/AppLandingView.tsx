import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AppLandingView as Landing } from '../../machines/appLanding.view';
import { QrCode } from '../pay/QrCode';
import { MENU_GUIDES, MenuGuide } from '../shell/MenuGuide';
import classes from './AppLandingView.module.css';

/** A store address that did not pass the outbound check. */
export const STORE_LINK_INVALID = '下载链接无效，请稍后重试';

interface AppLandingViewProps {
  state: Landing;
  /** This page's address, for the QR code a phone scans. */
  pageUrl: string;
  iconUrl: string;
  /** The stores' pages, linked from the wide-screen page. */
  storeUrls: { ios: string; android: string };
  onOpenApp: () => void;
  /** The store of this phone. */
  onOpenStore: () => void;
  onGuide: (open: boolean) => void;
}

const STORE_LABEL = { ios: 'App Store 下载', android: '安卓版下载' } as const;

function Status({ text, hint }: { text: string; hint?: string }) {
  return (
    <Stack align="center" gap={6} role="status" aria-busy="true">
      <Loader color="jade" size="sm" />
      <Text size="sm">{text}</Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

function Actions({
  state,
  storeUrls,
  onOpenApp,
  onOpenStore,
  onGuide,
}: Omit<AppLandingViewProps, 'pageUrl' | 'iconUrl'>) {
  switch (state.kind) {
    case 'qrCode':
      return (
        <Group justify="center" gap="sm">
          <Button component="a" href={storeUrls.ios} variant="default" radius="xl">
            {STORE_LABEL.ios}
          </Button>
          <Button component="a" href={storeUrls.android} variant="default" radius="xl">
            {STORE_LABEL.android}
          </Button>
        </Group>
      );
    case 'trying':
      return <Status text="正在打开花卡记忆App…" hint="未安装时将前往应用商店" />;
    case 'opened':
      return <Status text="已在App中打开" />;
    case 'toStore':
      return <Status text="正在前往应用商店…" />;
    case 'blocked':
      return (
        <Stack gap="sm">
          <Button size="lg" radius="xl" onClick={() => onGuide(true)}>
            在浏览器中打开
          </Button>
          <Text size="xs" c="dimmed">
            微信内无法直接打开App，请在浏览器中打开本页
          </Text>
        </Stack>
      );
    case 'choosing':
      return (
        <Stack gap="sm">
          <Button size="lg" radius="xl" onClick={onOpenApp}>
            打开App
          </Button>
          <Button size="lg" radius="xl" variant="default" onClick={onOpenStore}>
            {STORE_LABEL[state.device === 'ios' ? 'ios' : 'android']}
          </Button>
        </Stack>
      );
  }
}

/** /go/landing: the app, why to get it, and the one way to get it on this device. */
export function AppLandingView(props: AppLandingViewProps) {
  const { state, pageUrl, iconUrl, onGuide } = props;
  return (
    <section className={classes.page} aria-label="下载花卡记忆App">
      <img className={classes.icon} src={iconUrl} alt="" width={88} height={88} />
      <Title order={1} size="h2" mt="md">
        花卡记忆
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        间隔重复，记得更牢
      </Text>
      {state.kind === 'qrCode' ? (
        <>
          <div className={classes.qr}>
            <QrCode value={pageUrl} label="下载页二维码" size={184} />
          </div>
          <Text size="sm">用手机扫码下载App</Text>
        </>
      ) : (
        <ul className={classes.points}>
          <li>按遗忘曲线安排复习，每天只学该学的</li>
          <li>书库里的书籍与卡包随时学习</li>
          <li>学习记录与会员在手机和网页同步</li>
        </ul>
      )}
      <div className={classes.actions}>
        <Actions {...props} />
      </div>
      {state.kind === 'blocked' && (
        <MenuGuide opened={state.guideOpen} copy={MENU_GUIDES.openInBrowser} onClose={() => onGuide(false)} />
      )}
    </section>
  );
}

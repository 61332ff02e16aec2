import '@mantine/core/styles/Switch.css';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AppInfo } from '../../domain/appConfig';
import { COLOR_SCHEMES, type ColorSchemeChoice, type Preferences } from '../../domain/preferences';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { InlineRetry } from '../shell/InlineRetry';
import classes from './SettingsView.module.css';

const SCHEME_LABEL: Record<ColorSchemeChoice, string> = { auto: '跟随系统', light: '浅色', dark: '深色' };
/** The reminder time a learner turning 学习提醒 on starts from. */
export const DEFAULT_REMINDER = '20:00';

export interface SettingsViewProps {
  preferences: Preferences;
  /** Signed out: the settings stay on this device until sign-in. */
  signedIn: boolean;
  /** The server's settings are being read, or could not be (then 重试). */
  loading: boolean;
  loadError: string;
  /** A change under way: the controls wait. */
  saving: boolean;
  /** Why the last change was refused (it has been put back). */
  saveError: string;
  about: { release: AppInfo | null; commit: string };
  cleared: boolean;
  onChange: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
  onRetry: () => void;
  onSignIn: () => void;
  onClearLocal: () => void;
  onFeedback: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} className={classes.section} radius="lg" p="md" withBorder>
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** /me/settings 设置: study, display, the device's data and 关于. */
export function SettingsView(props: SettingsViewProps) {
  const { preferences, saving, onChange } = props;
  const [confirming, setConfirming] = useState(false);
  const reminder = preferences.study_reminder;
  const busy = saving || props.loading;
  return (
    <Stack gap="md" p="md">
      {!props.signedIn && (
        <Group justify="space-between" wrap="nowrap" className={classes.note}>
          <Text size="sm">设置保存在本机，登录后同步到你的账号</Text>
          <Button size="compact-sm" variant="light" onClick={props.onSignIn}>
            登录
          </Button>
        </Group>
      )}
      {props.loadError && <InlineRetry error={props.loadError} onRetry={props.onRetry} />}
      {props.saveError && (
        <Text size="sm" c="red.9" role="alert">
          {`保存失败：${props.saveError}`}
        </Text>
      )}
      <Section title="学习">
        <Switch
          label="自动发音"
          description="预览卡片时，每张新卡自动朗读"
          checked={preferences.auto_speak}
          disabled={busy}
          onChange={(e) => onChange('auto_speak', e.currentTarget.checked)}
        />
        <Switch
          label="学习提醒"
          description={reminder ? `每天 ${reminder} 提醒你学习` : '每天定时提醒你学习'}
          checked={reminder !== null}
          disabled={busy}
          onChange={(e) => onChange('study_reminder', e.currentTarget.checked ? DEFAULT_REMINDER : null)}
        />
        {reminder !== null && (
          <TextInput
            type="time"
            label="提醒时间"
            value={reminder}
            disabled={busy}
            onChange={(e) => e.currentTarget.value && onChange('study_reminder', e.currentTarget.value)}
          />
        )}
      </Section>
      <Section title="显示">
        <div>
          <Text size="sm" id="scheme-label" mb={6}>
            深色模式
          </Text>
          <div role="radiogroup" aria-labelledby="scheme-label" className={classes.schemes}>
            {COLOR_SCHEMES.map((value) => (
              <UnstyledButton
                key={value}
                role="radio"
                aria-checked={preferences.color_scheme === value}
                className={classes.scheme}
                disabled={busy}
                onClick={() => onChange('color_scheme', value)}
              >
                {SCHEME_LABEL[value]}
              </UnstyledButton>
            ))}
          </div>
        </div>
      </Section>
      <Section title="本机数据">
        <Text size="sm" c="dimmed">
          清除每日一句的缓存、最近搜索和流程记录；不会退出登录。
        </Text>
        {props.cleared && (
          <Text size="sm" c="jade.9" role="status">
            本机数据已清除
          </Text>
        )}
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          清除本地数据
        </Button>
      </Section>
      <Section title="关于">
        <Group justify="space-between">
          <Text size="sm">当前版本</Text>
          <Text size="sm" c="dimmed">
            {props.about.release ? `${props.about.release.version}（构建 ${props.about.release.build}）` : '—'}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">网页版本</Text>
          <Text size="sm" c="dimmed" className={classes.commit}>
            {props.about.commit}
          </Text>
        </Group>
        <Anchor component="button" type="button" size="sm" onClick={props.onFeedback} ta="left">
          意见反馈 ›
        </Anchor>
      </Section>
      <ConfirmDialog
        opened={confirming}
        title="清除本地数据？"
        text="将清除本机上的每日一句缓存、最近搜索和流程记录。你的登录状态和账号数据不受影响。"
        confirmLabel="清除"
        onDismiss={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          props.onClearLocal();
        }}
      />
    </Stack>
  );
}

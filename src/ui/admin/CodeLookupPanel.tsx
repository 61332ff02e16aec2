import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { LOOKUP_REASON_MAX } from '../../domain/staff';
import type { CodeLookupView } from '../../machines/codeLookup.view';
import classes from './CodeLookupPanel.module.css';

interface CodeLookupPanelProps {
  view: CodeLookupView;
  onReason: (value: string) => void;
  onReveal: () => void;
  onHide: () => void;
}

/** 查看验证码: why first, with the phone stated; then the code for 60 s, counting down; then hidden again. */
export function CodeLookupPanel({ view, onReason, onReveal, onHide }: CodeLookupPanelProps) {
  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-labelledby="code-lookup-title">
      <Title id="code-lookup-title" order={3} size="h5">
        查看验证码
      </Title>
      {view.kind === 'shown' ? (
        <>
          {view.smsCode ? (
            <Text className={classes.code} aria-label={`验证码 ${view.smsCode.split('').join(' ')}`}>
              {view.smsCode}
            </Text>
          ) : (
            <Text>手机号 {view.phone} 当前没有有效的验证码，请让用户重新获取。</Text>
          )}
          <Text size="sm" c="dimmed" role="timer" aria-live="off">
            {view.remaining} 秒后自动隐藏
          </Text>
          <Button variant="default" onClick={onHide}>
            隐藏
          </Button>
        </>
      ) : view.kind === 'hidden' ? (
        <>
          <Text size="sm" c="dimmed">
            验证码已隐藏。
          </Text>
          <Button variant="light" onClick={onReveal}>
            再次查看
          </Button>
        </>
      ) : (
        <>
          <Alert color="orange" variant="light">
            将查看手机号 {view.phone} 当前的短信验证码。每次查看都会连同原因记入审计日志。
          </Alert>
          <Textarea
            label="查询原因"
            description={`必填，最多${LOOKUP_REASON_MAX}字`}
            placeholder="如：用户来电，收不到短信"
            rows={3}
            value={view.reason}
            error={view.error || undefined}
            disabled={view.kind === 'fetching'}
            onChange={(event) => onReason(event.currentTarget.value)}
          />
          <Button loading={view.kind === 'fetching'} onClick={onReveal}>
            查看验证码
          </Button>
        </>
      )}
    </Stack>
  );
}

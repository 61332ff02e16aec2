import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { demoSettings, demoStore } from './browserStore';
import { readErrorReports } from './errorReports';
import { ErrorReportTools } from './ErrorReportTools';
import { GroupBuyTriggers } from './GroupBuyTriggers';
import { FlagTrigger, PublishTrigger, ReviewTrigger, StudyTrigger } from './DemoTriggers';
import type { DemoSettings } from './settings';

const LATENCIES = ['0', '300', '1000', '3000'];
const FAULTS: { value: DemoSettings['fault']; label: string }[] = [
  { value: 'none', label: '正常' },
  { value: 'network', label: '网络故障' },
  { value: 'server', label: '服务器500' },
];

/** DESIGN §6: what a tester creates lives in this browser only, so a shared link finds nothing elsewhere. */
export const LOCAL_ONLY_NOTE =
  '演示数据只保存在这个浏览器：在这里注册的账号、下的订单、送出的礼物和会员天数，用其他浏览器或设备打开链接时都找不到。';

const time = (ms: number) => new Date(ms).toLocaleTimeString('zh-CN', { hour12: false });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Debug-panel controls of the demo backend: on/off, latency, faults, data reset and the SMS inbox. */
export function DemoPanel({ reload }: { reload: () => void }) {
  const [settings, setSettings] = useState(demoSettings.get);
  const change = (patch: Partial<DemoSettings>) => setSettings(demoSettings.set(patch));
  const { inbox, analytics } = demoStore.read();
  const errorReports = readErrorReports();
  const [, rerender] = useState(0);

  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {LOCAL_ONLY_NOTE}
      </Text>
      <Switch
        label="演示后端"
        description="关闭后请求发往真实后端（本机通常无法连接）"
        checked={settings.enabled}
        onChange={(event) => {
          change({ enabled: event.currentTarget.checked });
          reload();
        }}
      />
      <Section title="接口延迟（毫秒）">
        <SegmentedControl
          fullWidth
          value={String(settings.latencyMs)}
          data={LATENCIES}
          onChange={(v) => change({ latencyMs: Number(v) })}
        />
      </Section>
      <Section title="故障注入">
        <SegmentedControl
          fullWidth
          value={settings.fault}
          data={FAULTS}
          onChange={(v) => change({ fault: v as DemoSettings['fault'] })}
        />
      </Section>
      <Section title="拼团">
        <GroupBuyTriggers reload={reload} />
      </Section>
      <Section title="学习奖励">
        <StudyTrigger reload={reload} />
      </Section>
      <Section title="创作者申请">
        <ReviewTrigger reload={reload} />
      </Section>
      <Section title="关注的作者">
        <PublishTrigger reload={reload} />
      </Section>
      <Section title="功能开关与公告">
        <FlagTrigger reload={reload} />
      </Section>
      <Section title="演示短信收件箱">
        {inbox.length === 0 ? (
          <Text size="xs" c="dimmed">
            还没有短信。发送验证码后会出现在这里。
          </Text>
        ) : (
          inbox.slice(0, 5).map((sms) => (
            <Group key={sms.sent_at} justify="space-between" wrap="nowrap">
              <Text size="xs">
                {sms.phone} · 验证码 <b>{sms.code}</b>
              </Text>
              <Text size="xs" c="dimmed">
                {time(sms.sent_at)}
              </Text>
            </Group>
          ))
        )}
      </Section>
      <Section title={`埋点事件（已收到 ${analytics?.received ?? 0} 条）`}>
        {!analytics?.recent.length ? (
          <Text size="xs" c="dimmed">
            还没有收到事件。打开「埋点上报」后切换页面，几秒内会批量上传。
          </Text>
        ) : (
          analytics.recent.slice(0, 5).map((event, i) => (
            <Group key={`${event.event_time}-${i}`} justify="space-between" wrap="nowrap">
              <Text size="xs" style={{ wordBreak: 'break-all' }}>
                {event.event_key} · {event.event_data}
              </Text>
              <Text size="xs" c="dimmed">
                {time(event.event_time)}
              </Text>
            </Group>
          ))
        )}
      </Section>
      <Section title="错误上报（演示传输，不发往网络）">
        <ErrorReportTools onReported={() => rerender((n) => n + 1)} />
        {errorReports.length === 0 ? (
          <Text size="xs" c="dimmed">
            还没有错误上报。
          </Text>
        ) : (
          errorReports.slice(0, 5).map((report, i) => (
            <Text key={`${report.at}-${i}`} size="xs" style={{ wordBreak: 'break-all' }}>
              {time(report.at)} · {report.message} · 用户 {report.tags.user_id ?? '—'}
            </Text>
          ))
        )}
      </Section>
      <Button
        variant="light"
        color="red"
        onClick={() => {
          if (!window.confirm('重置后所有演示账号、订单和会员数据都会清空，确定吗？')) return;
          demoStore.reset();
          reload();
        }}
      >
        重置演示数据
      </Button>
    </Stack>
  );
}

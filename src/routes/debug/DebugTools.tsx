import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import { Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { analyticsDebugSwitch } from '../../services/analytics/debugSwitch';
import { downloadText } from '../../lib/downloadText';
import { page } from '../../services/platform';
import { DemoPanel } from '../../demo/DemoPanel';
import { DebugPanelView } from '../../ui/debug/DebugPanelView';
import { clientStore, envFacts } from '../app';
import { liveActors, type InspectorTarget } from '../flows/liveActors';
import { lazyChunk } from '../shell/lazyScreen';
import { readOverlayOpen, writeOverlayOpen } from './flowsOverlaySession';

const FlowsOverlay = lazyChunk(() => import('../flows/FlowsOverlay'));

const INSPECTOR_CHOICES = [
  { value: 'off', label: '关闭' },
  { value: 'local', label: '本地（离线）' },
  { value: 'stately', label: 'stately.ai（需联网）' },
];
const INSPECTOR_NOTES: Record<string, string> = {
  off: '在新窗口中查看本页所有状态机的实时事件；设置会保留',
  local: '离线可用：新窗口 /__flows 接收本页所有状态机的事件并在图上高亮，不连接 stately.ai',
  stately: '需联网：在 stately.ai 的新窗口中查看（国内网络常无法访问）',
};

const INSPECTOR_BLOCKED = '浏览器拦截了检查器窗口：请允许本站弹出窗口，然后先选“关闭”再重选';

/** 实时检查器: where @statelyai/inspect sends this tab's actors; the in-app viewer works offline. */
function InspectorChoice() {
  const [target, setTarget] = useState<string>(() => liveActors?.inspectorTarget() ?? 'off');
  const [blocked, setBlocked] = useState(() => liveActors?.inspectorBlocked() ?? false);
  return (
    <Stack gap={4}>
      <Text size="sm" id="inspector-choice">
        实时检查器 (Stately Inspector)
      </Text>
      <SegmentedControl
        size="xs"
        fullWidth
        aria-labelledby="inspector-choice"
        value={target}
        data={INSPECTOR_CHOICES}
        onChange={(value) => {
          setTarget(value);
          setBlocked(false);
          void liveActors
            ?.setInspectorTarget(value === 'off' ? undefined : (value as InspectorTarget))
            .then(() => setBlocked(liveActors?.inspectorBlocked() ?? false));
        }}
      />
      <Text size="xs" c={blocked ? 'red' : 'dimmed'} role={blocked ? 'alert' : undefined}>
        {blocked ? INSPECTOR_BLOCKED : INSPECTOR_NOTES[target]}
      </Text>
    </Stack>
  );
}

/** Debug-panel section for developers (DESIGN §1): the inspector choice, the offline flows viewer and the session log. */
function FlowsSection({ onOpenFlows }: { onOpenFlows: () => void }) {
  return (
    <Stack gap={8}>
      <Text fw={600} size="sm">
        流程
      </Text>
      <InspectorChoice />
      <Button variant="light" onClick={onOpenFlows}>
        打开流程图
      </Button>
      <Group gap="xs" grow>
        <Button variant="light" onClick={exportSession}>
          导出会话
        </Button>
        <Button variant="default" onClick={() => liveActors?.session.clear()}>
          清空会话
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        记录本标签页的状态机输入、事件与接口结果；导出后用 npm run drive -- --replay 文件 回放
      </Text>
    </Stack>
  );
}

/** 导出会话: the recorded session as a JSON-lines file, for `npm run drive -- --replay`. */
function exportSession() {
  downloadText(`session-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`, liveActors?.session.export() ?? '');
}

/** DESIGN §10: analytics is off locally; testers turn it on for this browser here. */
function AnalyticsSwitch() {
  return (
    <Switch
      label="埋点上报"
      description={
        envFacts.isLocal ? '本地环境默认关闭；打开后本浏览器上报页面浏览与停留时长（刷新生效）' : '非本地环境始终上报'
      }
      defaultChecked={envFacts.isLocal ? analyticsDebugSwitch.get() : true}
      disabled={!envFacts.isLocal}
      onChange={(event) => {
        analyticsDebugSwitch.set(event.currentTarget.checked);
        page.reload();
      }}
    />
  );
}

function browserKind(): string {
  if (envFacts.isWx) return '微信内置浏览器';
  if (envFacts.isQQ) return 'QQ内置浏览器';
  return '普通浏览器';
}

export interface DebugToolsProps {
  opened: boolean;
  onClose: () => void;
}

/** The debug panel of non-production builds and the flows overlay; DebugLauncher opens it. */
export default function DebugTools({ opened, onClose }: DebugToolsProps) {
  const [flowsOpen, setFlowsOpen] = useState(readOverlayOpen);
  const showFlows = (open: boolean) => {
    writeOverlayOpen(open);
    setFlowsOpen(open);
  };

  return (
    <>
      <DebugPanelView
        opened={opened}
        onClose={onClose}
        apiEnv={envFacts.apiEnv}
        apiEnvLocked={envFacts.apiEnvForced}
        onApiEnvChange={(apiEnv) => {
          clientStore.update({ debug: { ...clientStore.get().debug, apiEnv } });
          page.reload();
        }}
        facts={[
          { label: '版本', value: envFacts.gitCommit },
          { label: '运行环境', value: envFacts.env },
          { label: '浏览器', value: browserKind() },
          { label: '接口地址', value: envFacts.apiURL },
        ]}
      >
        <AnalyticsSwitch />
        <FlowsSection
          onOpenFlows={() => {
            onClose();
            showFlows(true);
          }}
        />
        <DemoPanel reload={page.reload} />
      </DebugPanelView>
      {flowsOpen && (
        <Suspense fallback={null}>
          <FlowsOverlay onClose={() => showFlows(false)} />
        </Suspense>
      )}
    </>
  );
}

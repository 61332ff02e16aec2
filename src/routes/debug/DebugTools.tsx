import '@mantine/core/styles/Switch.css';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { analyticsDebugSwitch } from '../../services/analytics/debugSwitch';
import { downloadText } from '../../lib/downloadText';
import { page } from '../../services/platform';
import { DemoPanel } from '../../demo/DemoPanel';
import { DebugPanelView } from '../../ui/debug/DebugPanelView';
import { clientStore, envFacts } from '../app';
import { liveActors } from '../flows/liveActors';
import { lazyChunk } from '../shell/lazyScreen';
import { readOverlayOpen, writeOverlayOpen } from './flowsOverlaySession';

const FlowsOverlay = lazyChunk(() => import('../flows/FlowsOverlay'));

/** Debug-panel section for developers (DESIGN §1): the Stately inspector switch and the offline flows viewer. */
function FlowsSection({ onOpenFlows }: { onOpenFlows: () => void }) {
  const [inspector, setInspector] = useState(() => liveActors?.inspectorEnabled() ?? false);
  return (
    <Stack gap={8}>
      <Text fw={600} size="sm">
        流程
      </Text>
      <Switch
        label="实时检查器 (Stately Inspector)"
        description="需联网：在 stately.ai 新窗口中查看本页所有状态机；设置会保留"
        checked={inspector}
        onChange={(event) => {
          const on = event.currentTarget.checked;
          setInspector(on);
          void liveActors?.setInspectorEnabled(on);
        }}
      />
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

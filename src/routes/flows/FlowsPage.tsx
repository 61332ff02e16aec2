import { Anchor, Group, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { FlowsViewerView } from '../../ui/flows/FlowsViewerView';
import { SessionReplayView } from '../../ui/flows/SessionReplayView';
import { useFlowsViewer } from './useFlowsViewer';
import { useInspectorStream } from './useInspectorStream';
import { useSessionReplay } from './useSessionReplay';

/** /__flows (non-production builds): every machine's chart, drawn offline, with the live actors of this tab. */
export default function FlowsPage() {
  const [params, setParams] = useSearchParams();
  const stream = useInspectorStream(params);
  const replay = useSessionReplay();
  const { view } = useFlowsViewer(params.get('machine') ?? undefined, replay.replayed);
  return (
    <main className="flows-page">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb={10}>
        <div>
          <Title order={1} size="h4">
            流程图
          </Title>
          <Text size="xs" c={stream?.error ? 'red' : 'dimmed'} role={stream?.error ? 'alert' : undefined}>
            {stream?.text ?? '离线绘制，实时高亮本浏览器各标签页中运行的状态机'}
          </Text>
        </div>
        <Anchor component={Link} to="/" size="sm" style={{ flex: '0 0 auto' }}>
          返回应用
        </Anchor>
      </Group>
      <SessionReplayView {...replay.props} />
      <FlowsViewerView
        {...view}
        onSelectMachine={(name) => {
          view.onSelectMachine(name);
          // The stream's source stays in the address, so that a reload keeps following it.
          const next = new URLSearchParams(params);
          next.set('machine', name);
          setParams(next, { replace: true });
        }}
      />
    </main>
  );
}

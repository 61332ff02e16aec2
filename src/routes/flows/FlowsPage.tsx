import { Anchor } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { FlowsPageView } from '../../ui/flows/FlowsPageView';
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
    <FlowsPageView
      stream={stream}
      back={
        <Anchor component={Link} to="/" size="sm" style={{ flex: '0 0 auto' }}>
          返回应用
        </Anchor>
      }
    >
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
    </FlowsPageView>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FlowsOverlayView } from '../../ui/flows/FlowsOverlayView';
import { FlowsViewerView } from '../../ui/flows/FlowsViewerView';
import { useFlowsViewer } from './useFlowsViewer';

/** The flows viewer as a floating panel over the app, opened from the debug panel. */
export default function FlowsOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const { view, summary } = useFlowsViewer();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <FlowsOverlayView
      collapsed={collapsed}
      onToggleCollapsed={() => setCollapsed((c) => !c)}
      onClose={onClose}
      onOpenPage={() => {
        onClose();
        void navigate(`/__flows?machine=${encodeURIComponent(view.machine)}`);
      }}
      summary={summary}
    >
      <FlowsViewerView {...view} compact />
    </FlowsOverlayView>
  );
}

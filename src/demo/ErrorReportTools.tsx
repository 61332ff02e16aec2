import { Button, Group } from '@mantine/core';
import { downloadText } from '../lib/downloadText';
import { readLastErrorReport } from './errorReports';

/** The error a tester forces to see a report made: thrown outside React, as an unhandled error would be. */
export const FORCED_ERROR = '调试面板触发的测试错误';

/** 触发测试错误 and, once a report was made, 下载回放记录: the trail it carries, for `npm run drive -- --replay`. */
export function ErrorReportTools({ onReported }: { onReported: () => void }) {
  const trail = readLastErrorReport()?.attachments.find((a) => a.filename.endsWith('.jsonl'));
  return (
    <Group gap="xs" grow>
      <Button
        variant="default"
        size="xs"
        onClick={() => {
          setTimeout(() => {
            throw new Error(FORCED_ERROR);
          });
          // Sentry sends on its own schedule; the list is read again once it had the time.
          setTimeout(onReported, 1500);
        }}
      >
        触发测试错误
      </Button>
      <Button
        variant="light"
        size="xs"
        disabled={!trail}
        onClick={() => trail && downloadText(trail.filename, trail.text)}
      >
        下载回放记录
      </Button>
    </Group>
  );
}

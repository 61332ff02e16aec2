import { Button, CloseButton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_CONTACT, MAX_SCREENSHOTS, REPORT_TEXT } from '../../domain/problemReport';
import { StatusView } from '../shell/StatusView';
import classes from './FeedbackView.module.css';

/** 意见反馈's words for what went wrong. */
export const FEEDBACK_COPY = {
  noChooser: '请点击“添加截图”从相册选择',
  unreadable: '图片读取失败，请换一张',
  sendFailed: (reason: string) => `提交失败：${reason}`,
};

export interface FeedbackViewProps {
  text: string;
  contact: string;
  /** Thumbnails of the screenshots, already made smaller. */
  images: string[];
  /** Why the words cannot be sent yet (shown once the learner tried). */
  textError: string | null;
  /** Screenshots being read. */
  adding: boolean;
  sending: boolean;
  error: string;
  sent: boolean;
  /** The messaging app's own chooser instead of a file input. */
  usesBridgeChooser: boolean;
  onText: (text: string) => void;
  onContact: (contact: string) => void;
  onFiles: (files: File[]) => void;
  onChoose: () => void;
  onRemove: (index: number) => void;
  onSend: () => void;
  onDone: () => void;
}

/** /me/feedback 意见反馈: the words, a contact, up to three screenshots; 提交 sends once. */
export function FeedbackView(props: FeedbackViewProps) {
  if (props.sent)
    return (
      <StatusView
        mark="✓"
        title="感谢你的反馈"
        description="我们会尽快查看并处理，如有需要会通过你留下的联系方式回复。"
        actions={[{ label: '返回我的', primary: true, onClick: props.onDone }]}
      />
    );
  const { images } = props;
  const count = [...props.text.trim()].length;
  const room = MAX_SCREENSHOTS - images.length;
  return (
    <Stack gap="md" p="md">
      <Textarea
        label="问题描述"
        placeholder="请描述你遇到的问题或建议（10–500 字）"
        rows={6}
        maxLength={REPORT_TEXT.max + 50}
        value={props.text}
        error={props.textError}
        description={`${count} / ${REPORT_TEXT.max}`}
        onChange={(e) => props.onText(e.currentTarget.value)}
      />
      <TextInput
        label="联系方式（选填）"
        placeholder="手机号、微信号或邮箱"
        maxLength={MAX_CONTACT}
        value={props.contact}
        onChange={(e) => props.onContact(e.currentTarget.value)}
      />
      <div>
        <Text size="sm" fw={500} mb={6}>
          {`截图（选填，最多 ${MAX_SCREENSHOTS} 张）`}
        </Text>
        <ul className={classes.images} aria-label="已添加的截图">
          {images.map((src, i) => (
            <li key={src.slice(-32) + i} className={classes.image}>
              <img src={src} alt={`截图 ${i + 1}`} />
              <CloseButton
                className={classes.remove}
                size="sm"
                radius="xl"
                variant="filled"
                aria-label={`删除截图 ${i + 1}`}
                onClick={() => props.onRemove(i)}
              />
            </li>
          ))}
          {room > 0 && (
            <li>
              {props.usesBridgeChooser ? (
                <button type="button" className={classes.add} onClick={props.onChoose} disabled={props.adding}>
                  {props.adding ? '读取中…' : '＋ 添加截图'}
                </button>
              ) : (
                <label className={classes.add} data-disabled={props.adding || undefined}>
                  {props.adding ? '读取中…' : '＋ 添加截图'}
                  <input
                    type="file"
                    accept="image/*"
                    multiple={room > 1}
                    className={classes.file}
                    disabled={props.adding}
                    onChange={(e) => {
                      props.onFiles([...(e.currentTarget.files ?? [])].slice(0, room));
                      e.currentTarget.value = '';
                    }}
                  />
                </label>
              )}
            </li>
          )}
        </ul>
      </div>
      <Text size="xs" c="dimmed">
        提交时会附上当前页面、网页版本和浏览器信息，帮助我们定位问题。
      </Text>
      {props.error && (
        <Text size="sm" c="red.9" role="alert">
          {props.error}
        </Text>
      )}
      <Button size="md" onClick={props.onSend} loading={props.sending} disabled={props.adding}>
        提交
      </Button>
    </Stack>
  );
}

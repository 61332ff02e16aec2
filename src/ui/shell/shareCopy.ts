/** What a share or a copy says when it is done, or when the text must be copied by hand. */
export const SHARE_COPY = {
  copied: (what: string) => `${what}已复制`,
  copyFailed: (what: string, text: string) => `复制失败，请长按复制${what}：${text}`,
  linkCopied: '链接已复制，快去分享给好友吧',
  linkCopyFailed: (link: string) => `复制失败，请长按链接复制：${link}`,
};

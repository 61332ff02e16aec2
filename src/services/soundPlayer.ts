/** The one sound of the page: a new one stops the one before, so two never play at once. */
let current: HTMLAudioElement | null = null;

export interface SoundListeners {
  onEnded(): void;
  onFailed(): void;
}

/** Plays `url`; the returned function stops it. An end or a failure is told once. */
export function playSound(url: string, { onEnded, onFailed }: SoundListeners): () => void {
  current?.pause();
  const audio = new Audio(url);
  current = audio;
  let told = false;
  const tell = (listener: () => void) => () => {
    if (told) return;
    told = true;
    listener();
  };
  audio.addEventListener('ended', tell(onEnded));
  audio.addEventListener('error', tell(onFailed));
  audio.play().catch(tell(onFailed));
  return () => {
    told = true;
    audio.pause();
    if (current === audio) current = null;
  };
}

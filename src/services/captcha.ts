import { ecb } from '@noble/ciphers/aes.js';
import { utf8ToBytes } from '@noble/ciphers/utils.js';

/** Width of the AJ-Captcha background image; answers are given in its pixels. */
export const PUZZLE_IMAGE_WIDTH = 310;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** AES-128-ECB with PKCS7 padding (the @noble/ciphers default), Base64 out: AJ-Captcha's `aesEncrypt`. */
export function aesEcbEncrypt(plain: string, key: string): string {
  return bytesToBase64(ecb(utf8ToBytes(key)).encrypt(utf8ToBytes(plain)));
}

/** Inverse of {@link aesEcbEncrypt}. Throws on bad Base64, bad length, bad padding or invalid UTF-8. */
export function aesEcbDecrypt(base64: string, key: string): string {
  const plain = ecb(utf8ToBytes(key)).decrypt(base64ToBytes(base64));
  return new TextDecoder('utf-8', { fatal: true }).decode(plain);
}

export interface BlockPuzzleInput {
  token: string;
  /** 16 characters; the backend may leave it out. */
  secretKey?: string;
  /** How far the piece was dragged, in shown pixels. */
  moved: number;
  /** Width at which the background image was shown. */
  shownWidth: number;
}

export interface BlockPuzzleAnswer {
  point: { x: number; y: number };
  /** For `check`. */
  pointJson: string;
  /** For `send_sms_code` as `captcha`. */
  captchaVerification: string;
}

export function blockPuzzleAnswer({ token, secretKey, moved, shownWidth }: BlockPuzzleInput): BlockPuzzleAnswer {
  const point = { x: (moved * PUZZLE_IMAGE_WIDTH) / shownWidth, y: 5.0 };
  // The server checks captchaVerification against the point it already verified: one string for both.
  const json = JSON.stringify(point);
  const verification = `${token}---${json}`;
  if (!secretKey) {
    // Without a key the reference widget sends both values in plain text.
    return { point, pointJson: json, captchaVerification: verification };
  }
  return {
    point,
    pointJson: aesEcbEncrypt(json, secretKey),
    captchaVerification: aesEcbEncrypt(verification, secretKey),
  };
}

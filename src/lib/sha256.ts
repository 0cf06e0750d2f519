/**
 * SHA-256 through Web Crypto, as lowercase hex: the form ad platforms expect for pre-hashed
 * identity (Meta `em`/`ph`, TikTok `email`/`phone_number`).
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

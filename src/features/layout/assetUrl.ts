/** A configured image (logo, favicon) is used only from http(s) or this site, never from javascript: or data: URLs. */
export function isUsableAssetUrl(url: string | undefined): url is string {
  if (!url) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

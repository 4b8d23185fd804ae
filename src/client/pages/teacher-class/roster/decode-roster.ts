/**
 * A 명렬표 file's text: UTF-8 when it is valid UTF-8, otherwise CP949 (EUC-KR), which NEIS and
 * older Excel versions save Korean CSV files in.
 */
export function decodeRosterBytes(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

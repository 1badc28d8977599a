// heic-convert ships no types: the one call records makes (HEIC/HEIF → JPEG for display).
declare module 'heic-convert' {
  export default function convert(o: { buffer: Buffer | Uint8Array; format: 'JPEG' | 'PNG'; quality?: number }): Promise<Uint8Array>
}

export interface FormPart {
  name: string;
  content: Buffer | string;
  /** Makes the part a file. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data request body and its content-type header, for app.inject. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = '----nutrilog-test-boundary';
  const chunks = parts.flatMap((part) => {
    const disposition =
      'form-data; ' + `name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [
      `--${boundary}`,
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
      '',
      '',
    ].join('\r\n');
    return [Buffer.from(head), Buffer.from(part.content), Buffer.from('\r\n')];
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

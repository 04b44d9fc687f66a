import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/** Reads the text of an image. One tesseract.js worker, created on first use, reads one image at a time. */
export interface LabelOcr {
  /** The text tesseract reads in a PNG (or JPEG) image, lines separated by newlines. */
  read(image: Buffer): Promise<string>;
  /** Ends the worker (if one was started); a later `read` starts a new one. */
  terminate(): Promise<void>;
}

const LANGUAGES = ['eng', 'nld'] as const;

interface LanguageDataPackage {
  code: string;
  gzip: boolean;
  langPath: string;
}

/*
 * tesseract.js reads every language from ONE folder (`langPath`), but each @tesseract.js-data package has its
 * own: link both packages' gzipped files into a folder of ours. The data never comes from the network.
 */
function linkLanguageData(): string {
  const requireFromHere = createRequire(import.meta.url);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-tessdata-'));
  for (const language of LANGUAGES) {
    const data = requireFromHere(`@tesseract.js-data/${language}`) as LanguageDataPackage;
    const file = `${data.code}.traineddata${data.gzip ? '.gz' : ''}`;
    fs.symlinkSync(path.join(data.langPath, file), path.join(folder, file));
  }
  return folder;
}

async function startWorker(langPath: string): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker([...LANGUAGES], Tesseract.OEM.LSTM_ONLY, {
    langPath,
    cacheMethod: 'none',
    gzip: true,
    // Without a handler tesseract.js throws a failed job's error outside any promise (a crash); the job's promise
    // rejects anyway.
    errorHandler: () => undefined,
  });
  // A nutrition table is one block of rows; spaces between columns are kept so the columns stay apart.
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' });
  return worker;
}

export function createLabelOcr(): LabelOcr {
  let langPath: string | undefined;
  let worker: Promise<Tesseract.Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const read = (image: Buffer): Promise<string> => {
    const job = queue.then(async () => {
      langPath ??= linkLanguageData();
      worker ??= startWorker(langPath).catch((error: unknown) => {
        worker = undefined;
        throw error;
      });
      const { data } = await (await worker).recognize(image);
      return data.text;
    });
    queue = job.catch(() => undefined);
    return job;
  };

  const terminate = async (): Promise<void> => {
    await queue;
    const started = worker;
    worker = undefined;
    if (started) await (await started.catch(() => null))?.terminate();
    if (langPath) fs.rmSync(langPath, { recursive: true, force: true });
    langPath = undefined;
  };

  return { read, terminate };
}

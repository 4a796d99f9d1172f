// The send of the forms (spec panels §4 "Add deceased/obituary"): validated values → (notice) duplicate check
// → (tombstone) missing lapide photo question → upload with progress → success or error modal. The values
// stay in the form until the user chooses 'Aggiungine un altro'.
import { useState } from 'react';
import { ApiError, MESSAGES } from '@ricordo/shared-design';
import { isDuplicate } from './obituary-api';
import { checkBody } from './obituary-payload';
import type { ObituaryValues } from './obituary-values';

/** spec panels §4: "the spinner shows at least 1 second". */
export const MIN_SPINNER_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export type Question = 'duplicate' | 'lapidePhoto' | null;

export interface Outcome {
  ok: boolean;
  message: string;
  /** A refused save's messages per server field (ApiError.fields). */
  fields?: Readonly<Record<string, string>>;
}

export interface SubmitPlan {
  /** Ask obituaryCheck first (a new notice). */
  checkDuplicate: boolean;
  /** Ask 'Non hai caricato la foto della lapide' when it is missing. */
  askLapidePhoto: boolean;
  /** The upload; resolves to the server's message. */
  send: (onProgress: (percent: number) => void) => Promise<string>;
  /** The text shown when the server sends no message. */
  successText: string;
}

export function useObituarySubmit() {
  const [question, setQuestion] = useState<Question>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [plan, setPlan] = useState<{ plan: SubmitPlan; values: ObituaryValues } | null>(null);

  const fail = (error: unknown): Outcome => ({
    ok: false,
    message: error instanceof ApiError ? error.message : MESSAGES.unexpected,
    fields: error instanceof ApiError ? error.fields : {},
  });

  const upload = async (current: SubmitPlan) => {
    const started = Date.now();
    setProgress(0);
    let result: Outcome;
    try {
      result = { ok: true, message: (await current.send(setProgress)) || current.successText };
    } catch (error) {
      result = fail(error);
    }
    await sleep(MIN_SPINNER_MS - (Date.now() - started));
    setProgress(null);
    setOutcome(result);
  };

  const afterDuplicate = (current: SubmitPlan, values: ObituaryValues) => {
    if (current.askLapidePhoto && !values.lapidePhoto) return setQuestion('lapidePhoto');
    void upload(current);
  };

  /** Starts the send of valid values. */
  const start = async (current: SubmitPlan, values: ObituaryValues) => {
    setPlan({ plan: current, values });
    if (current.checkDuplicate) {
      setProgress(0);
      try {
        const duplicate = await isDuplicate(checkBody(values));
        setProgress(null);
        if (duplicate) return setQuestion('duplicate');
      } catch (error) {
        setProgress(null);
        return setOutcome(fail(error));
      }
    }
    afterDuplicate(current, values);
  };

  /** 'Si' to the open question. */
  const confirm = () => {
    const asked = question;
    setQuestion(null);
    if (!plan) return;
    if (asked === 'duplicate') afterDuplicate(plan.plan, plan.values);
    else void upload(plan.plan);
  };

  return {
    question,
    progress,
    busy: progress !== null,
    outcome,
    start,
    confirm,
    cancel: () => setQuestion(null),
    closeOutcome: () => setOutcome(null),
  };
}

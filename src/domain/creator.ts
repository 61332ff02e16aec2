import * as v from 'valibot';
import { stripEmoji } from '../lib/format';
import { decoder, textSchema } from './decode';

/** The creator application form (spec §5 default form messages). */
export type CreatorApplication = {
  name: string;
  phone: string;
  address: string;
  postcode: string;
  /** What they mean to create; optional. */
  intro: string;
};

export type ApplicationErrors = Partial<Record<keyof CreatorApplication, string>>;

export const INTRO_MAX = 200;

/** The form as it is sent: trimmed, without emoji (spec §5 helper). */
export const cleanApplication = (form: CreatorApplication): CreatorApplication => ({
  name: stripEmoji(form.name).trim(),
  phone: form.phone.replace(/\s/g, ''),
  address: stripEmoji(form.address).trim(),
  postcode: form.postcode.trim(),
  intro: stripEmoji(form.intro).trim().slice(0, INTRO_MAX),
});

/** Spec §5: 请输入姓名, 请输入正确的手机号, 请输入详细地址, 邮政编码不正确; the same rules on both sides. */
export function validateApplication(form: CreatorApplication): ApplicationErrors {
  const clean = cleanApplication(form);
  const errors: ApplicationErrors = {};
  if (!clean.name) errors.name = '请输入姓名';
  if (!/^1\d{10}$/.test(clean.phone)) errors.phone = '请输入正确的手机号';
  if (clean.address.length < 5) errors.address = '请输入详细地址';
  if (!/^\d{6}$/.test(clean.postcode)) errors.postcode = '邮政编码不正确';
  return errors;
}

/** Where an application stands (creator/v1/apply/status; an assumption, like the apply call). */
export const applicationStatusSchema = v.object({
  status: v.picklist(['NONE', 'PENDING', 'APPROVED', 'REJECTED']),
  /** Why it was rejected. */
  reason: textSchema,
  submitted_at: textSchema,
  reviewed_at: textSchema,
});
export type ApplicationStatus = v.InferOutput<typeof applicationStatusSchema>;

export const decodeApplicationStatus = decoder(applicationStatusSchema, '申请进度');

import { z } from 'zod';
import { idParamSchema, pageQuerySchema } from '../schemas/common';
import {
  conversationMessageSchema,
  conversationSchema,
  createInquirySchema,
  inquiryPageSchema,
  inquiryReplySchema,
  inquirySchema,
  viewingAnswerSchema,
} from '../schemas/inquiry';
import { contract } from './define';

// Inquiries and their conversations (docs/product.md#inquiries-and-conversations).

const tags = ['inquiries'];

export const sendInquiry = contract({
  method: 'POST',
  path: '/api/properties/:id/inquiries',
  access: 'signed-in',
  tags,
  summary: 'Send an inquiry about a property (not your own)',
  description:
    'message: 10–2000 characters. contactPhone: a Saudi mobile number (05XXXXXXXX, +9665XXXXXXXX or 9665XXXXXXXX; spaces and dashes allowed), stored as +9665XXXXXXXX. ' +
    'viewingAt (optional): asks for a viewing at that time, an ISO date-time with its offset, in the future and within 14 days.',
  params: idParamSchema,
  body: createInquirySchema,
  responses: { 201: inquirySchema },
  errors: [403, 404, 429],
});

export const propertyInquiries = contract({
  method: 'GET',
  path: '/api/properties/:id/inquiries',
  access: 'signed-in',
  tags,
  summary: "A property's inquiries, a page at a time: its owner or an admin only; pending first, then newest",
  params: idParamSchema,
  query: pageQuerySchema,
  responses: { 200: inquiryPageSchema },
  errors: [403, 404],
});

export const myInquiries = contract({
  method: 'GET',
  path: '/api/user/inquiries',
  access: 'signed-in',
  tags,
  summary: 'The inquiries I sent, newest first',
  responses: { 200: z.array(inquirySchema) },
});

export const ownerInquiries = contract({
  method: 'GET',
  path: '/api/owner/inquiries',
  access: 'signed-in',
  tags,
  summary: 'The inquiries received on the properties I own, a page at a time: pending first, then newest',
  query: pageQuerySchema,
  responses: { 200: inquiryPageSchema },
});

export const getConversation = contract({
  method: 'GET',
  path: '/api/inquiries/:id',
  access: 'signed-in',
  tags,
  summary: 'One conversation, oldest message first: the sender, the property owner or an admin only',
  params: idParamSchema,
  responses: { 200: conversationSchema },
  errors: [403, 404],
});

export const replyToInquiry = contract({
  method: 'POST',
  path: '/api/inquiries/:id/messages',
  access: 'signed-in',
  tags,
  summary: "Reply in a conversation; the owner's (or an admin's) first reply marks the inquiry responded",
  params: idParamSchema,
  body: inquiryReplySchema,
  responses: { 201: conversationMessageSchema },
  errors: [403, 404, 429],
});

export const answerViewing = contract({
  method: 'POST',
  path: '/api/inquiries/:id/viewing',
  access: 'signed-in',
  tags,
  summary: 'Confirm the viewing time the other side put forward, or propose another; the answer is posted in the conversation',
  description:
    'The asker and the property owner (or an admin, on the owner side) only. `confirm` is for the side that did not put the time forward, ' +
    'while it is unconfirmed and still ahead (409 otherwise); `propose` puts a new time forward (in the future, within 14 days) for the other side to confirm.',
  params: idParamSchema,
  body: viewingAnswerSchema,
  responses: { 201: conversationMessageSchema },
  errors: [403, 404, 409, 429],
});

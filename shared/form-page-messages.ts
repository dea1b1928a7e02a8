// What the contact and careers pages show before any schema loads: the acknowledgement of a sent form and the
// resume's rules the file picker checks. Apart from field-messages.ts (the schemas' words), so those pages' first
// load carries only these (decision 0127); the server and the schemas say the same words from here.

export const formPageMessages = {
  resumeTooLarge: 'The resume must be 5 MB or smaller',
  resumeType: 'Upload the resume as a PDF, DOC or DOCX file',
  resumeEmpty: 'The resume file is empty',
  contactAccepted:
    'Thank you for contacting us. We have received your message and will get back to you soon.',
  careersAccepted:
    'Thank you for applying. We have received your application and our hiring team will contact you if your profile is a match.',
} as const;

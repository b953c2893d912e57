import { describe, expect, it } from "vitest";
import {
  checkForm,
  EMPTY_FORM,
  fillableVariables,
  toRequestBody,
  variablesToData,
} from "@/components/emails/send-email-model";
import { SendEmailBodySchema } from "@/lib/validation/emails";

// The Send email form's pure steps: which variables get a field, the data they make, the checks
// made before the server is asked, and a request body the API's own schema accepts.

describe("the Send email form model", () => {
  it("offers fields for the template's own variables, not the ones the sender fills", () => {
    expect(fillableVariables(["campaign.name", "contact.company", "firstName", "team.name", "unsubscribeUrl"])).toEqual(
      ["contact.company", "firstName"],
    );
  });

  it("turns dotted variable names into nested data and leaves empty values out", () => {
    expect(
      variablesToData({
        firstName: "Ada",
        "contact.company": "Acme",
        "contact.city": "London",
        "metadata.plan": " ",
        orderNumber: "",
      }),
    ).toEqual({
      firstName: "Ada",
      contact: { company: "Acme", city: "London" },
    });
  });

  it("refuses a missing recipient, template, SMTP server, and a schedule in the past", () => {
    const now = new Date("2026-06-01T12:00:00Z").getTime();
    expect(checkForm({ ...EMPTY_FORM }, now)).toEqual({
      to: "Enter who this email goes to.",
      templateId: "Choose a template.",
      smtpConfigId: "Choose the SMTP server to send through.",
    });
    const custom = {
      ...EMPTY_FORM,
      mode: "custom" as const,
      to: "ada@example.com",
      smtpConfigId: "smtp1",
      delivery: "schedule" as const,
      scheduleAt: "2020-01-01T09:00",
    };
    expect(checkForm(custom, now)).toEqual({
      subject: "Enter a subject line.",
      html: "Write the email's HTML.",
      scheduleAt: "Pick a time in the future.",
    });
    expect(checkForm({ ...custom, subject: "Hi", html: "<p>x</p>", scheduleAt: "" }, now)).toEqual({
      scheduleAt: "Pick a date and time.",
    });
    expect(checkForm({ ...custom, subject: "Hi", html: "<p>x</p>", scheduleAt: "2027-01-01T09:00" }, now)).toEqual({});
  });

  it("builds a body the API accepts: template + data, or subject + html, and an ISO scheduleAt", () => {
    const fromTemplate = toRequestBody({
      ...EMPTY_FORM,
      templateId: "t1",
      variables: { firstName: "Ada" },
      to: " ada@example.com ",
      cc: "a@x.com, b@x.com",
      smtpConfigId: "s1",
    });
    expect(fromTemplate).toEqual({
      to: "ada@example.com",
      cc: "a@x.com, b@x.com",
      smtpConfigId: "s1",
      track: true,
      templateId: "t1",
      data: { firstName: "Ada" },
    });
    expect(SendEmailBodySchema.safeParse(fromTemplate).success).toBe(true);

    const scheduled = toRequestBody({
      ...EMPTY_FORM,
      mode: "custom",
      subject: "Hi",
      html: "<p>x</p>",
      to: "ada@example.com",
      smtpConfigId: "s1",
      track: false,
      delivery: "schedule",
      scheduleAt: "2027-01-01T09:00",
    });
    expect(scheduled).toMatchObject({
      subject: "Hi",
      html: "<p>x</p>",
      track: false,
      scheduleAt: new Date("2027-01-01T09:00").toISOString(),
    });
    expect(scheduled).not.toHaveProperty("templateId");
    expect(SendEmailBodySchema.safeParse(scheduled).success).toBe(true);
  });
});

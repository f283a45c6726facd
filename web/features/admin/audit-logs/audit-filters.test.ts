import { describe, expect, it } from "vitest";
import {
  auditFiltersToParams,
  auditQuery,
  csvFileName,
  emptyAuditFilters,
  parseAuditFilters,
} from "./audit-filters.ts";

describe("auditQuery", () => {
  it("sends nothing without filters", () => {
    expect(auditQuery(emptyAuditFilters)).toBe("");
  });

  it("sends the API's parameter names for the set filters only", () => {
    expect(
      auditQuery({
        userId: "4",
        action: "DELETE",
        entityType: "CATEGORY",
        startDate: "2026-01-01",
        endDate: "2026-01-31",
      }),
    ).toBe("user_id=4&action=DELETE&entity_type=CATEGORY&start_date=2026-01-01&end_date=2026-01-31");
    expect(auditQuery({ ...emptyAuditFilters, action: "LOGIN_FAILED", endDate: "31.01.2026" })).toBe(
      "action=LOGIN_FAILED",
    );
  });
});

describe("audit filters in the URL", () => {
  it("round-trips the set filters and drops what the API would refuse", () => {
    const filters = {
      userId: "4",
      action: "DELETE",
      entityType: "CATEGORY",
      startDate: "2026-01-01",
      endDate: "",
    } as const;
    expect(parseAuditFilters(auditFiltersToParams(filters))).toEqual(filters);
    expect(auditFiltersToParams(emptyAuditFilters).toString()).toBe("");
    expect(parseAuditFilters(new URLSearchParams("userId=x&action=DROP&entityType=USER&startDate=1.1.2026"))).toEqual({
      ...emptyAuditFilters,
      entityType: "USER",
    });
  });
});

describe("csvFileName", () => {
  it("takes the server's name", () => {
    expect(csvFileName('attachment; filename="audit_logs_2026-03-15.csv"')).toBe("audit_logs_2026-03-15.csv");
    expect(csvFileName("attachment; filename=audit_logs_2026-03-15.csv")).toBe("audit_logs_2026-03-15.csv");
    expect(csvFileName("attachment; filename*=UTF-8''audit%20logs.csv")).toBe("audit logs.csv");
  });

  it("falls back to audit_logs_{date}.csv", () => {
    expect(csvFileName(null, new Date("2026-03-15T10:00:00Z"))).toBe("audit_logs_2026-03-15.csv");
  });
});

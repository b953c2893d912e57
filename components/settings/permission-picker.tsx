"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import {
  ALL_PERMISSIONS,
  type Permission,
  type PermissionAction,
  type PermissionResource,
} from "@/lib/auth/permissions";

// Column and row words are the "apiKeys.permissions" messages (actions.<action>, resources.<resource>).
const ACTIONS: PermissionAction[] = ["read", "write", "delete", "send"];

// Rows in groups a person scans by what they are building, not alphabetically.
const GROUPS: {
  key: "audience" | "content" | "sending" | "infrastructure" | "team";
  resources: PermissionResource[];
}[] = [
  { key: "audience", resources: ["lists", "contacts", "imports"] },
  { key: "content", resources: ["templates", "categories", "files"] },
  { key: "sending", resources: ["campaigns", "emails", "automations", "analytics"] },
  { key: "infrastructure", resources: ["smtp", "imap", "domains", "webhooks", "models"] },
  { key: "team", resources: ["team", "users", "invites", "api_keys", "settings", "subscriptions"] },
];

const permissionOf = (resource: PermissionResource, action: PermissionAction) => `${resource}:${action}` as Permission;
const EXISTING = new Set<Permission>(ALL_PERMISSIONS);

type PermissionPickerProps = {
  /** What the creator holds: a key can only get a subset (the API refuses more). */
  grantable: ReadonlySet<Permission>;
  selected: ReadonlySet<Permission>;
  onChange: (selected: Set<Permission>) => void;
  invalid?: boolean;
  describedBy?: string;
};

function selectionState(options: Permission[], selected: ReadonlySet<Permission>) {
  const count = options.filter((permission) => selected.has(permission)).length;
  return {
    checked: options.length > 0 && count === options.length,
    indeterminate: count > 0 && count < options.length,
  };
}

/** Permission checkboxes in a resource by action grid, with "all" per row and overall. */
export function PermissionPicker({
  grantable,
  selected,
  onChange,
  invalid = false,
  describedBy,
}: PermissionPickerProps) {
  const t = useTranslations("apiKeys.permissions");
  const selectAllId = useId();
  const allGrantable = ALL_PERMISSIONS.filter((permission) => grantable.has(permission));
  const overall = selectionState(allGrantable, selected);

  const toggle = (permissions: Permission[], on: boolean) => {
    const next = new Set(selected);
    for (const permission of permissions) {
      if (on) next.add(permission);
      else next.delete(permission);
    }
    onChange(next);
  };

  return (
    <div
      className={clsx("overflow-hidden rounded-lg ring-1", invalid ? "ring-red-300" : "ring-slate-200")}
      aria-describedby={describedBy}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2.5">
        <label
          htmlFor={selectAllId}
          className="flex cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800"
        >
          <Checkbox
            id={selectAllId}
            checked={overall.checked}
            indeterminate={overall.indeterminate}
            onChange={(event) => toggle(allGrantable, event.target.checked)}
            aria-label={t("selectAllLabel")}
          />
          {t("selectAll")}
        </label>
        <span data-testid="permission-count" className="text-xs text-slate-500 tabular-nums">
          {t("count", { selected: selected.size, total: allGrantable.length })}
        </span>
      </div>
      <div className="sm:max-h-[22rem] sm:overflow-y-auto">
        <table className="w-full text-sm">
          <thead className="sticky top-0 z-10 bg-white shadow-[0_1px_0_var(--color-slate-200)]">
            <tr>
              <th scope="col" className="px-4 py-2 text-left text-xs font-medium text-slate-500">
                {t("resource")}
              </th>
              {ACTIONS.map((action) => (
                <th key={action} scope="col" className="w-16 px-1 py-2 text-center text-xs font-medium text-slate-500">
                  {t(`actions.${action}`)}
                </th>
              ))}
              <th scope="col" className="w-14 px-1 py-2 pr-4 text-center text-xs font-medium text-slate-500">
                {t("all")}
              </th>
            </tr>
          </thead>
          {GROUPS.map((group) => (
            <tbody key={group.key}>
              <tr>
                <th
                  colSpan={6}
                  scope="colgroup"
                  className="bg-slate-50/70 px-4 pt-3 pb-1.5 text-left text-[11px] font-semibold tracking-wider text-slate-500 uppercase"
                >
                  {t(`groups.${group.key}`)}
                </th>
              </tr>
              {group.resources.map((resource) => {
                const label = t(`resources.${resource}`);
                const rowOptions = ACTIONS.map((action) => permissionOf(resource, action)).filter(
                  (permission) => EXISTING.has(permission) && grantable.has(permission),
                );
                const row = selectionState(rowOptions, selected);
                return (
                  <tr key={resource} className="border-t border-slate-100 first:border-t-0 hover:bg-slate-50/60">
                    <th scope="row" className="px-4 py-2 text-left font-normal text-slate-700">
                      {label}
                    </th>
                    {ACTIONS.map((action) => {
                      const permission = permissionOf(resource, action);
                      if (!EXISTING.has(permission))
                        return <td key={action} aria-hidden className="text-center text-slate-300" />;
                      const held = grantable.has(permission);
                      return (
                        <td key={action} className="px-1 py-2 text-center">
                          <Checkbox
                            aria-label={t("cell", { action: t(`actions.${action}`), resource: label })}
                            title={held ? permission : t("notHeld", { permission })}
                            checked={selected.has(permission)}
                            disabled={!held}
                            onChange={(event) => toggle([permission], event.target.checked)}
                          />
                        </td>
                      );
                    })}
                    <td className="px-1 py-2 pr-4 text-center">
                      <Checkbox
                        aria-label={t("rowAll", { resource: label })}
                        checked={row.checked}
                        indeterminate={row.indeterminate}
                        disabled={rowOptions.length === 0}
                        onChange={(event) => toggle(rowOptions, event.target.checked)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

import { createSocket } from "node:dgram";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { Resolver } from "node:dns/promises";
import dnsPacket, { type Packet } from "dns-packet";

// A small authoritative DNS server for tests, on one loopback port over UDP and TCP (answers that
// do not fit a datagram are retried over TCP), built on the dns-packet codec. It serves TXT records
// and can misbehave on purpose for a name: answer SERVFAIL, or never answer (a timeout).

const RCODE = { SERVFAIL: 2, NXDOMAIN: 3 } as const;

type Behaviour = { txt: string[][] } | { fail: "SERVFAIL" } | { silent: true };

export type TestDnsServer = {
  /** "127.0.0.1:<port>", for DNS_SERVERS. */
  address: string;
  /** Publishes TXT records at `name`; a record given as an array is published as several strings. */
  setTxt(name: string, records: (string | string[])[]): void;
  servfail(name: string): void;
  silence(name: string): void;
  remove(name: string): void;
  /** A resolver pointed at this server, for verifiers (mailauth) that take one. */
  resolver: Resolver;
  close(): Promise<void>;
};

function answer(query: Packet, zone: Map<string, Behaviour>): Buffer | null {
  const question = query.questions?.[0];
  const behaviour = question ? zone.get(question.name.toLowerCase()) : undefined;
  if (behaviour && "silent" in behaviour) return null;
  const base = {
    id: query.id,
    type: "response" as const,
    questions: query.questions,
    flags: dnsPacket.AUTHORITATIVE_ANSWER,
  };
  // dns-packet writes the response code as the low four bits of the flags.
  if (!question || !behaviour) return dnsPacket.encode({ ...base, flags: base.flags | RCODE.NXDOMAIN });
  if ("fail" in behaviour) return dnsPacket.encode({ ...base, flags: base.flags | RCODE.SERVFAIL });
  const answers =
    question.type === "TXT"
      ? behaviour.txt.map((strings) => ({
          type: "TXT" as const,
          name: question.name,
          ttl: 60,
          class: "IN" as const,
          data: strings,
        }))
      : [];
  return dnsPacket.encode({ ...base, answers });
}

/** On a free port by default; a fixed `port` is for an app whose DNS_SERVERS was set before (the e2e app). */
export async function startDnsServer({ port: wanted = 0 }: { port?: number } = {}): Promise<TestDnsServer> {
  const zone = new Map<string, Behaviour>();
  const tcpSockets = new Set<Socket>();
  const tcp = createServer((socket) => {
    tcpSockets.add(socket);
    socket.on("close", () => tcpSockets.delete(socket));
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2 && pending.length >= 2 + pending.readUInt16BE(0)) {
        const length = pending.readUInt16BE(0);
        const reply = answer(dnsPacket.decode(pending.subarray(2, 2 + length)), zone);
        pending = pending.subarray(2 + length);
        if (reply) socket.write(Buffer.concat([Buffer.from([reply.length >> 8, reply.length & 0xff]), reply]));
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    tcp.once("error", reject);
    tcp.listen(wanted, "127.0.0.1", resolve);
  });
  const { port } = tcp.address() as AddressInfo;
  const udp = createSocket("udp4");
  udp.on("message", (message, peer) => {
    const reply = answer(dnsPacket.decode(message), zone);
    if (!reply) return;
    // Too big for a plain datagram: a truncated empty answer sends the client to TCP.
    const fits =
      reply.length <= 512 || (dnsPacket.decode(message).additionals ?? []).some((record) => record.type === "OPT");
    const sent = fits
      ? reply
      : dnsPacket.encode({
          ...dnsPacket.decode(reply),
          answers: [],
          flags: dnsPacket.TRUNCATED_RESPONSE | dnsPacket.AUTHORITATIVE_ANSWER,
        });
    udp.send(sent, peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    udp.once("error", reject);
    udp.bind(port, "127.0.0.1", resolve);
  });

  const address = `127.0.0.1:${port}`;
  const resolver = new Resolver({ timeout: 2_000, tries: 1 });
  resolver.setServers([address]);
  const key = (name: string) => name.toLowerCase().replace(/\.$/, "");
  return {
    address,
    resolver,
    setTxt: (name, records) =>
      zone.set(key(name), { txt: records.map((record) => (Array.isArray(record) ? record : [record])) }),
    servfail: (name) => zone.set(key(name), { fail: "SERVFAIL" }),
    silence: (name) => zone.set(key(name), { silent: true }),
    remove: (name) => zone.delete(key(name)),
    async close() {
      udp.close();
      for (const socket of tcpSockets) socket.destroy();
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
    },
  };
}

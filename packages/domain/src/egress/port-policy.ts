// The port rule of the egress policy. Public webhook receivers listen on 443; some partners run
// them on a high port behind their own proxy. Ports below 1024 (SSH, SMTP, DNS…) are never a
// webhook receiver, and these well-known high ports are databases, caches and cluster control
// planes that an attacker would point a callback at (OWASP SSRF prevention cheat sheet).
export const INTERNAL_SERVICE_PORTS: ReadonlySet<number> = new Set([
  1433, // SQL Server
  1521, // Oracle
  2049, // NFS
  2181, // ZooKeeper
  2375, // Docker API
  2376, // Docker API (TLS)
  2379, // etcd
  2380, // etcd peers
  3306, // MySQL
  5432, // PostgreSQL
  5672, // AMQP
  5984, // CouchDB
  6379, // Redis
  6443, // Kubernetes API
  8086, // InfluxDB
  8500, // Consul
  9092, // Kafka
  9200, // Elasticsearch
  9300, // Elasticsearch nodes
  10250, // kubelet
  11211, // memcached
  15672, // RabbitMQ management
  27017, // MongoDB
]);

/** 443, or 1024–65535 but the internal service ports. `port` is the URL's explicit port or null. */
export function portAllowed(port: number | null): boolean {
  if (port === null || port === 443) return true;
  return port >= 1024 && port <= 65535 && !INTERNAL_SERVICE_PORTS.has(port);
}

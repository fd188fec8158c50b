// Imported first by the oracle processes: network access is refused before any of Mintlify's
// packages is loaded (they would fetch remote specs).
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

const refuse = () => {
  throw new Error('network access is blocked in the Mintlify oracle')
}
globalThis.fetch = async () => refuse()
http.request = http.get = https.request = https.get = refuse
net.connect = net.createConnection = refuse
net.Socket.prototype.connect = refuse

// A mesh call: one RTCPeerConnection per other attendee, all sending the same local tracks. Who
// offers is fixed, so offers never cross: a peer already in the meeting offers to each newcomer
// (it hears 'peer-joined'); the newcomer answers. Candidates that arrive before the description
// they belong to wait for it.
import type { IceServerConfig, Identity, SignalData, Signalling } from './signalling.ts'

export interface RemotePeer {
  peerId: string
  attendee: Identity
  stream?: MediaStream
}

export interface MeshOptions {
  local: MediaStream
  signalling: () => Signalling | undefined
  onChange: (peers: RemotePeer[]) => void
  log?: Pick<Console, 'warn'>
}

interface Connection {
  pc: RTCPeerConnection
  peer: RemotePeer
  pending: RTCIceCandidateInit[]
}

export class Mesh {
  private iceServers: IceServerConfig[] = []
  private readonly connections = new Map<string, Connection>()

  constructor(private readonly o: MeshOptions) {}

  joined(iceServers: IceServerConfig[]) {
    this.iceServers = iceServers
  }

  peers(): RemotePeer[] {
    return [...this.connections.values()].map((c) => c.peer)
  }

  private changed() {
    this.o.onChange(this.peers())
  }

  private connection(peerId: string, attendee: Identity): Connection {
    const known = this.connections.get(peerId)
    if (known) return known
    const pc = new RTCPeerConnection({ iceServers: this.iceServers as RTCIceServer[] })
    const c: Connection = { pc, peer: { peerId, attendee }, pending: [] }
    this.connections.set(peerId, c)
    for (const track of this.o.local.getTracks()) pc.addTrack(track, this.o.local)
    pc.onicecandidate = (e) => {
      if (e.candidate) this.o.signalling()?.send(peerId, { candidate: e.candidate.toJSON() as { candidate: string } })
    }
    pc.ontrack = (e) => {
      c.peer = { ...c.peer, stream: e.streams[0] ?? new MediaStream([e.track]) }
      this.changed()
    }
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.o.log?.warn(`video call: the connection to ${peerId} failed`)
    }
    this.changed()
    return c
  }

  async peerJoined(peerId: string, attendee: Identity) {
    const c = this.connection(peerId, attendee)
    const offer = await c.pc.createOffer()
    await c.pc.setLocalDescription(offer)
    this.o.signalling()?.send(peerId, { description: { type: 'offer', sdp: offer.sdp ?? '' } })
  }

  async signal(from: string, attendee: Identity, data: SignalData) {
    if ('description' in data) {
      const c = this.connection(from, attendee)
      await c.pc.setRemoteDescription(data.description)
      for (const candidate of c.pending.splice(0)) await c.pc.addIceCandidate(candidate)
      if (data.description.type === 'offer') {
        const answer = await c.pc.createAnswer()
        await c.pc.setLocalDescription(answer)
        this.o.signalling()?.send(from, { description: { type: 'answer', sdp: answer.sdp ?? '' } })
      }
      return
    }
    const c = this.connections.get(from)
    if (!c) return
    if (c.pc.remoteDescription) await c.pc.addIceCandidate(data.candidate)
    else c.pending.push(data.candidate)
  }

  peerLeft(peerId: string) {
    const c = this.connections.get(peerId)
    if (!c) return
    c.pc.close()
    this.connections.delete(peerId)
    this.changed()
  }

  close() {
    for (const c of this.connections.values()) c.pc.close()
    this.connections.clear()
  }
}

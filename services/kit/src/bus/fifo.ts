// A queue with O(1) shift: durable consumers can hold thousands of pending events while a
// subscriber is down, and Array#shift is linear in that.
export class Fifo<T> {
  private items: (T | undefined)[] = []
  private head = 0

  get size(): number {
    return this.items.length - this.head
  }

  push(item: T): void {
    this.items.push(item)
  }

  shift(): T | undefined {
    if (this.head === this.items.length) return undefined
    const item = this.items[this.head]
    this.items[this.head++] = undefined
    if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head)
      this.head = 0
    }
    return item
  }
}

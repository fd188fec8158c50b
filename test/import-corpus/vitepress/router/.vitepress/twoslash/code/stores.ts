import { defineStore } from 'pinia'

export const useSomeStore = defineStore('some', {})
export const useOtherStore = defineStore('other', {})

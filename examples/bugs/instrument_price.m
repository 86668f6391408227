function p = instrument_price(rate)
% Prices a placeholder instrument before the real one is known.
inst = Instrument();   % Instrument's price is abstract: only a subclass such as Bond can be made
p = inst.price(rate);
end

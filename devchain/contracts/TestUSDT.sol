// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title Test USDT for the development chain: a plain ERC-20 with 6 decimals like Tether on
/// Ethereum, plus owner-only minting (one address or many in one transaction) and owner-only
/// moves between any addresses (many in one transaction), so benchmarks can fill blocks with
/// transfers from addresses nobody holds a key for.
contract TestUSDT {
    string public constant name = "Tether USD (prueba)";
    string public constant symbol = "USDT";
    uint8 public constant decimals = 6;

    address public immutable owner;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error NotOwner();
    error InsufficientBalance();
    error InsufficientAllowance();
    error LengthMismatch();

    constructor() {
        owner = msg.sender;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != owner) revert NotOwner();
        _mint(to, amount);
    }

    function mintMany(address[] calldata to, uint256[] calldata amounts) external {
        if (msg.sender != owner) revert NotOwner();
        if (to.length != amounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < to.length; i++) {
            _mint(to[i], amounts[i]);
        }
    }

    function forceTransferMany(
        address[] calldata from,
        address[] calldata to,
        uint256[] calldata amounts
    ) external {
        if (msg.sender != owner) revert NotOwner();
        if (from.length != to.length || to.length != amounts.length) revert LengthMismatch();
        for (uint256 i = 0; i < to.length; i++) {
            _transfer(from[i], to[i], amounts[i]);
        }
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed < amount) revert InsufficientAllowance();
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - amount;
        _transfer(from, to, amount);
        return true;
    }

    function _mint(address to, uint256 amount) private {
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function _transfer(address from, address to, uint256 amount) private {
        if (balanceOf[from] < amount) revert InsufficientBalance();
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
